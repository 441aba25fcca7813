import { useState } from 'react';
import { FilterChips, SectionEmpty, SectionError, SectionLoading } from '../shared';
import { useAdminWithdrawals, type WithdrawalFilter } from './use-admin-withdrawals';
import { WithdrawalCard } from './withdrawal-card';

const STATES = [
  { value: 'awaiting_approval', label: 'Waiting' },
  { value: 'failed', label: 'Failed' },
  { value: 'reversed', label: 'Reversed' },
] as const satisfies readonly { value: WithdrawalFilter; label: string }[];

const EMPTY: Record<WithdrawalFilter, string> = {
  awaiting_approval: 'No withdrawal is waiting for approval.',
  failed: 'No failed payouts.',
  reversed: 'No reversed payouts.',
};

/**
 * Withdrawals to bank accounts (docs/decisions/0062-withdrawals.md): large ones waiting for a
 * staff approval, oldest first (their money already held), and the payouts that failed or were
 * reversed, newest first, each with its reason.
 */
export function WithdrawalsSection() {
  const [state, setState] = useState<WithdrawalFilter>('awaiting_approval');
  const withdrawals = useAdminWithdrawals(state);
  return (
    <section aria-labelledby="withdrawals-heading" className="space-y-3">
      <h2 id="withdrawals-heading" className="text-lg font-bold text-ink-900">
        Withdrawals
        {withdrawals.data && (
          <span className="ml-2 text-sm font-semibold text-ink-500">{withdrawals.data.length}</span>
        )}
      </h2>
      <FilterChips label="Show withdrawals" options={STATES} value={state} onChange={setState} />
      {withdrawals.isPending ? (
        <SectionLoading what="withdrawals" />
      ) : withdrawals.isError ? (
        <SectionError
          message={withdrawals.error.message}
          onRetry={() => void withdrawals.refetch()}
        />
      ) : withdrawals.data.length === 0 ? (
        <SectionEmpty>{EMPTY[state]}</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {withdrawals.data.map((w) => (
            <li key={w.id}>
              <WithdrawalCard withdrawal={w} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
