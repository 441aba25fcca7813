import { formatDateTime, formatNaira, type Circle } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { MemberStateBadge } from './circle-bits';

/** Every member's paid / due / late / left / refunded / delivered state, seen by all members. */
export function CircleMembers({ circle }: { circle: Circle }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-ink-900">
        Members{' '}
        <span className="font-semibold text-ink-600">
          {circle['members-count']}/{circle['max-members']}
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-cream-200" aria-label="Members">
        {circle.members.map((m) => (
          <li
            key={`${m.faza}|${m['joined-at']}`}
            className="flex items-center gap-3 py-3"
            data-testid="circle-member"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-palm-100 font-extrabold text-palm-700 uppercase"
            >
              {m.name.slice(0, 1) || '?'}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink-900">
                {m.name}
                {m.me && <span className="font-normal text-ink-600"> (you)</span>}
              </span>
              <span className="block text-sm text-ink-600">
                {m.role === 'creator' && 'Runs it · '}
                {m.faza} · {formatNaira(m['paid-kobo'])} paid ({m['instalments-paid']}/
                {circle.instalments})
              </span>
            </span>
            <MemberStateBadge state={m.state} />
          </li>
        ))}
        {circle.invitees.map((i) => (
          <li key={i.faza} className="flex items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-cream-100 font-extrabold text-ink-600 uppercase"
            >
              {i.name.slice(0, 1) || '?'}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink-900">{i.name}</span>
              <span className="block text-sm text-ink-600">
                {i.faza} · invited by {i['invited-by']}
              </span>
            </span>
            <Badge tone="neutral">Invited</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const PAYMENT_LABEL = { payment: 'Paid', autopay: 'Autopay', refund: 'Refund' } as const;

/** Every instalment paid into the circle and every refund out of it, newest first. */
export function CirclePayments({ circle }: { circle: Circle }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-ink-900">Payments</h2>
      {circle.payments.length === 0 ? (
        <p className="mt-2 text-ink-600">No payments yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-cream-200" aria-label="Payments">
          {circle.payments.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink-900">{p.member.name}</span>
                <span className="block text-ink-600">
                  {PAYMENT_LABEL[p.kind]} · {formatDateTime(p.at)}
                </span>
              </span>
              <span
                className={
                  p.kind === 'refund' ? 'font-bold text-ink-600' : 'font-bold text-leaf-700'
                }
              >
                {p.kind === 'refund' ? '−' : '+'}
                {formatNaira(p['amount-kobo'])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
