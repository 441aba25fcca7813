import { useState } from 'react';
import { formatFaza, formatNaira, TOP_UP_MAX_KOBO, type AdminTopUp } from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { waitedFor } from '../shared';
import { koboToDraft, NairaInput, nairaToKobo } from '../shared';
import { PaymentDecision } from './payment-decision';
import { useTopUpDecision } from './use-topup-decision';

/**
 * One top-up waiting for staff. Confirming asks what actually arrived — prefilled with what the
 * customer declared, or what the provider reported for one under review — and credits that.
 */
export function TopUpCard({ topup }: { topup: AdminTopUp }) {
  const decide = useTopUpDecision();
  const [draft, setDraft] = useState(() => koboToDraft(topup.received ?? topup.amount));
  const receivedKobo = nairaToKobo(draft);
  const receivable = receivedKobo !== null && receivedKobo <= TOP_UP_MAX_KOBO;
  const declared = formatNaira(topup.amount);
  const review = topup.status === 'needs_review';
  return (
    <Card className="p-4" data-testid="topup-card">
      <p className="font-mono text-sm font-semibold text-ink-600">{topup.reference}</p>
      <p className="mt-0.5 text-2xl font-extrabold text-ink-900 tabular-nums">{declared}</p>
      {review && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <span className="font-semibold">Needs review:</span> {topup.review_reason}
          {topup.received !== null && ` The provider reported ${formatNaira(topup.received)}.`}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Customer</dt>
        <dd className="truncate font-semibold text-ink-900">{topup.user.name}</dd>
        <dt className="text-ink-500">Phone</dt>
        <dd className="text-ink-900 tabular-nums">{topup.user.phone}</dd>
        <dt className="text-ink-500">FAZA</dt>
        <dd className="text-ink-900 tabular-nums">{formatFaza(topup.user.faza)}</dd>
        <dt className="text-ink-500">Paid by</dt>
        <dd className="text-ink-900">{topup.method === 'card' ? 'Card' : 'Bank transfer'}</dd>
        <dt className="text-ink-500">Requested</dt>
        <dd className="text-ink-900">{waitedFor(topup.created_at)}</dd>
      </dl>
      <PaymentDecision
        pending={decide.isPending}
        confirm={(callbacks) =>
          receivable && decide.mutate({ id: topup.id, action: 'confirm', receivedKobo }, callbacks)
        }
        reject={(reason, callbacks) =>
          decide.mutate({ id: topup.id, action: 'reject', reason }, callbacks)
        }
        question={
          review
            ? `How much did the provider actually pay us for ${topup.reference}? ${declared} was asked for.`
            : `How much arrived with reference ${topup.reference}? ${declared} was declared.`
        }
        confirmField={
          <NairaInput label="Amount received" value={draft} onChange={setDraft} compact />
        }
        confirmBlocked={!receivable}
        confirmLabel="Yes, credit the wallet"
        rejectLabel="Reject top-up"
        rejectPlaceholder="e.g. No transfer with this reference"
        confirmed={{
          title: 'Top-up confirmed',
          description: `${receivable ? formatNaira(receivedKobo) : declared} is in ${topup.user.name}'s wallet.`,
        }}
        rejected={{ title: 'Top-up rejected', description: topup.reference }}
      />
    </Card>
  );
}
