import type { Queryable } from '../../db/transaction';

export type LedgerCheck = {
  /** Cached wallet balances plus derived system balances: 0 unless money was made or lost. */
  totalKobo: number;
  /** Wallets whose cached balance differs from the sum of their transfers. */
  mismatchedWallets: { id: string; cached: number; derived: number }[];
  negativeWallets: string[];
  /** Derived balances of the system accounts, by kind. */
  system: Record<string, number>;
};

/**
 * The ledger's invariants, checked from scratch (tests, the conservation test, an operator's
 * sanity check). Reads every transfer: not for request paths.
 */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const accounts = await db<{ id: string; kind: string; cached: number | null; derived: number }[]>`
    with moves as (
      select credit_account as account, amount_kobo as delta from ledger_transfers
      union all
      select debit_account, -amount_kobo from ledger_transfers
    )
    select a.id, a.kind, w.balance_kobo as cached,
           coalesce((select sum(delta) from moves where moves.account = a.id), 0)::bigint as derived
    from ledger_accounts a left join wallets w on w.id = a.wallet_id`;
  const system: Record<string, number> = {};
  let totalKobo = 0;
  for (const a of accounts) {
    // Wallets count with their cached balance: the sum is zero only if those agree too.
    totalKobo += a.kind === 'wallet' ? (a.cached ?? 0) : a.derived;
    if (a.kind !== 'wallet') system[a.kind] = a.derived;
  }
  return {
    totalKobo,
    mismatchedWallets: accounts
      .filter((a) => a.kind === 'wallet' && a.cached !== a.derived)
      .map((a) => ({ id: a.id, cached: a.cached ?? 0, derived: a.derived })),
    negativeWallets: accounts
      .filter((a) => a.kind === 'wallet' && (a.cached ?? 0) < 0)
      .map((a) => a.id),
    system,
  };
}
