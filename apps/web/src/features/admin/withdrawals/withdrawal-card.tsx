import { useState } from 'react';
import { bankAccountLabel, formatFaza, formatNaira, type AdminWithdrawal } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastSuccess } from '../../../lib/toasts';
import { ReasonAction, waitedFor } from '../shared';
import { useWithdrawalDecision } from './use-admin-withdrawals';

/**
 * One withdrawal: who, how much, to which account as the bank named it. Waiting for approval, it
 * offers Approve (the provider is then asked to pay) and Reject with a reason (the money returns
 * to the wallet); the server's refusal (the staff member's own withdrawal) is shown on the card.
 */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const amount = formatNaira(w.amountKobo);
  const decide = useWithdrawalDecision();
  const [error, setError] = useState<string | null>(null);
  const approve = () => {
    setError(null);
    decide.mutate(
      { id: w.id, action: 'approve' },
      {
        onSuccess: () =>
          toastSuccess({ title: 'Withdrawal approved', description: `${amount} is being paid.` }),
        onError: (err) => setError(err.message),
      },
    );
  };
  const reject = (reason: string, done: () => void) => {
    setError(null);
    decide.mutate(
      { id: w.id, action: 'reject', reason },
      {
        onSuccess: () => {
          done();
          toastSuccess({
            title: 'Withdrawal rejected',
            description: `${amount} is back in the customer’s wallet.`,
          });
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Card className="p-4" data-testid="admin-withdrawal-card">
      <p className="text-2xl font-extrabold text-ink-900 tabular-nums">{amount}</p>
      {w.failureReason && (
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          {w.failureReason}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Customer</dt>
        <dd className="truncate font-semibold text-ink-900">
          {w.customerName} · {formatFaza(w.faza)}
        </dd>
        <dt className="text-ink-500">To</dt>
        <dd className="text-ink-900">{bankAccountLabel(w.bankName, w.accountNumber)}</dd>
        <dt className="text-ink-500">Bank’s name</dt>
        <dd className="truncate text-ink-900">{w.accountName}</dd>
        <dt className="text-ink-500">Asked</dt>
        <dd className="text-ink-900">
          <time dateTime={w.createdAt} title={new Date(w.createdAt).toLocaleString()}>
            {waitedFor(w.createdAt)}
          </time>
        </dd>
      </dl>
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
      {w.state === 'awaiting_approval' && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-cream-200 pt-3">
          <Button
            variant="confirm"
            className="flex-1"
            disabled={decide.isPending}
            onClick={approve}
          >
            {decide.isPending ? 'Approving…' : 'Approve'}
          </Button>
          <ReasonAction
            action="Reject"
            submitLabel="Yes, reject"
            placeholder="e.g. Account name does not match"
            pending={decide.isPending}
            onSubmit={reject}
          />
        </div>
      )}
    </Card>
  );
}
