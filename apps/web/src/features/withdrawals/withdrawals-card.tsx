import { useEffect, useRef, useState } from 'react';
import { bankAccountLabel, formatDateTime, formatNaira, type Withdrawal } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { WithdrawDialog } from './withdraw-dialog';
import { STATE_LABELS } from './withdrawal-format';
import { useWithdrawals } from './withdrawals-api';

/**
 * /wallet's "Withdraw to bank" (docs/decisions/0062-withdrawals.md): the button that opens the
 * dialog, and the customer's withdrawals with their states, asked again while any is open.
 */
export function WithdrawalsCard({
  balanceKobo,
  online,
  onMoneyMoved,
}: {
  balanceKobo: number | undefined;
  online: boolean;
  onMoneyMoved: () => void;
}) {
  const list = useWithdrawals();
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const withdrawals = list.data?.withdrawals;
  // A withdrawal settled or came back: the balance and the history changed too.
  const states = withdrawals?.map((w) => `${w.id}:${w.state}`).join(',');
  const seen = useRef(states);
  const moved = useRef(onMoneyMoved);
  moved.current = onMoneyMoved;
  useEffect(() => {
    if (seen.current !== undefined && states !== seen.current) moved.current();
    seen.current = states;
  }, [states]);

  return (
    <section
      aria-labelledby="withdrawals-heading"
      data-testid="withdrawals-card"
      className="mt-4 rounded-3xl bg-white px-5 py-5 shadow-card sm:px-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="withdrawals-heading" className="text-base font-bold text-ink-900">
          Withdraw to bank
        </h2>
        <Button
          variant="secondary"
          disabled={!online || !list.data}
          onClick={() => {
            setOpening((n) => n + 1);
            setOpen(true);
          }}
        >
          Withdraw
        </Button>
      </div>
      {list.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Your withdrawals could not be loaded.
        </p>
      ) : !withdrawals ? (
        <div role="status" aria-label="Loading your withdrawals" className="mt-3">
          <Skeleton className="h-6 w-48" />
        </div>
      ) : withdrawals.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">
          Send money from your wallet to any Nigerian bank account, usually within minutes.
        </p>
      ) : (
        <ul aria-label="Your withdrawals" className="mt-3 divide-y divide-cream-200">
          {withdrawals.slice(0, 5).map((w) => (
            <WithdrawalRow key={w.id} withdrawal={w} />
          ))}
        </ul>
      )}
      {open && list.data && (
        <WithdrawDialog
          key={opening}
          open
          onOpenChange={setOpen}
          balanceKobo={balanceKobo}
          feeKobo={list.data.feeKobo}
          minKobo={list.data.minKobo}
          onDone={onMoneyMoved}
        />
      )}
    </section>
  );
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const state = STATE_LABELS[w.state];
  return (
    <li data-testid="withdrawal-row" data-state={w.state} className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-bold text-ink-900 tabular-nums">{formatNaira(w.amountKobo)}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="mt-0.5 text-sm text-ink-800">
        to {bankAccountLabel(w.bankName, w.accountNumber)} · {w.accountName}
      </p>
      <p className="text-sm text-ink-600">{formatDateTime(w.createdAt)}</p>
      {w.failureReason && <p className="text-sm text-red-700">{w.failureReason}</p>}
    </li>
  );
}
