import { useState } from 'react';
import { formatFaza } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { formatNaira } from '@faza/shared';
import { toastError, toastSuccess } from '../../lib/toasts';
import { ReasonAction, SectionEmpty, SectionError, SectionLoading, waitedFor } from './admin-ui';
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
  const [asking, setAsking] = useState(false);
  const amount = formatNaira(topup.amount);
  const confirm = () =>
    decide.mutate(
      { id: topup.id, action: 'confirm' },
      {
        onSuccess: () =>
          toastSuccess({
            title: 'Top-up confirmed',
            description: `${amount} is in ${topup.user.name}'s wallet.`,
          }),
        onError: (err) => toastError({ title: 'Not confirmed', description: err.message }),
        onSettled: () => setAsking(false),
      },
    );
  const reject = (reason: string, done: () => void) =>
    decide.mutate(
      { id: topup.id, action: 'reject', reason },
      {
        onSuccess: () => {
          done();
          toastSuccess({ title: 'Top-up rejected', description: topup.reference });
        },
        onError: (err) => toastError({ title: 'Not rejected', description: err.message }),
      },
    );
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
      <div className="mt-4 flex flex-wrap gap-2 border-t border-cream-200 pt-3">
        {asking ? (
          <div className="w-full space-y-2 rounded-xl bg-leaf-50 p-3 ring-1 ring-leaf-100">
            <p className="text-sm font-semibold text-ink-900">
              Did {amount} with reference {formatFaza(topup.user.faza)} reach our account?
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="confirm" disabled={decide.isPending} onClick={confirm}>
                {decide.isPending ? 'Confirming…' : 'Yes, credit the wallet'}
              </Button>
              <Button variant="ghost" disabled={decide.isPending} onClick={() => setAsking(false)}>
                Not yet
              </Button>
            </div>
          </div>
        ) : (
          <>
            <Button variant="confirm" className="flex-1" onClick={() => setAsking(true)}>
              Confirm Payment Received
            </Button>
            <ReasonAction
              action="Reject"
              submitLabel="Reject top-up"
              placeholder="e.g. No transfer with this reference"
              pending={decide.isPending}
              onSubmit={reject}
            />
          </>
        )}
      </div>
    </Card>
  );
}
