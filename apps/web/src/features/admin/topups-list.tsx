import { formatFaza } from '@faza/shared';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { formatNaira } from '@faza/shared';
import { SectionEmpty, SectionError, SectionLoading, waitedFor } from './admin-ui';
import { PaymentDecision } from './payment-decision';
import { useAdminTopUps, type AdminTopUp } from './use-admin-topups';
import { useTopUpDecision } from './use-topup-decision';

/** Bank-transfer wallet top-ups (DESIGN.md §3): the customer paid in with their FAZA as reference. */
export function TopUpsList() {
  const topups = useAdminTopUps();
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">
        Wallet top-ups by bank transfer
        {topups.data && (
          <span className="ml-2 text-sm font-semibold text-ink-500">{topups.data.length}</span>
        )}
      </h2>
      {topups.isPending ? (
        <SectionLoading what="top-ups" />
      ) : topups.isError ? (
        <SectionError
          message={
            topups.error instanceof ApiError && topups.error.status === 404
              ? 'Wallet top-ups are not available on this server yet.'
              : topups.error.message
          }
          onRetry={() => void topups.refetch()}
        />
      ) : topups.data.length === 0 ? (
        <SectionEmpty>No wallet top-ups are waiting.</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {topups.data.map((t) => (
            <li key={t.id}>
              <TopUpCard topup={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TopUpCard({ topup }: { topup: AdminTopUp }) {
  const decide = useTopUpDecision();
  const amount = formatNaira(topup.amount);
  return (
    <Card className="p-4">
      <p className="font-mono text-sm font-semibold text-ink-600">{topup.reference}</p>
      <p className="mt-0.5 text-2xl font-extrabold text-ink-900 tabular-nums">{amount}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Customer</dt>
        <dd className="truncate font-semibold text-ink-900">{topup.user.name}</dd>
        <dt className="text-ink-500">Phone</dt>
        <dd className="text-ink-900 tabular-nums">{topup.user.phone}</dd>
        <dt className="text-ink-500">FAZA</dt>
        <dd className="text-ink-900 tabular-nums">{formatFaza(topup.user.faza)}</dd>
        <dt className="text-ink-500">Requested</dt>
        <dd className="text-ink-900">{waitedFor(topup.created_at)}</dd>
      </dl>
      <PaymentDecision
        pending={decide.isPending}
        confirm={(callbacks) => decide.mutate({ id: topup.id, action: 'confirm' }, callbacks)}
        reject={(reason, callbacks) =>
          decide.mutate({ id: topup.id, action: 'reject', reason }, callbacks)
        }
        question={`Did ${amount} with reference ${formatFaza(topup.user.faza)} reach our account?`}
        confirmLabel="Yes, credit the wallet"
        rejectLabel="Reject top-up"
        rejectPlaceholder="e.g. No transfer with this reference"
        confirmed={{
          title: 'Top-up confirmed',
          description: `${amount} is in ${topup.user.name}'s wallet.`,
        }}
        rejected={{ title: 'Top-up rejected', description: topup.reference }}
      />
    </Card>
  );
}
