import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/** A withdrawal the ledger disagrees with (docs/decisions/0062-withdrawals.md). */
export type WithdrawalMismatch =
  | { kind: 'payouts_pending'; pendingKobo: number; openKobo: number }
  | { kind: 'withdrawal_fees'; feesKobo: number; paidFeesKobo: number }
  | {
      kind: 'withdrawal_money';
      withdrawalId: string;
      state: string;
      holds: number;
      returns: number;
      /** What its transfers moved, net, per account: each must be what its state says. */
      walletNet: number;
      pendingNet: number;
      clearingNet: number;
      feesNet: number;
    }
  | { kind: 'withdrawal_transfer_without_withdrawal'; transferId: string; reference: string };

/**
 * Withdrawals held against the books: `payouts_pending` holds exactly the open withdrawals (awaiting
 * approval or processing) with their fees; each withdrawal has one hold of its amount and fee out
 * of its owner's wallet and, by its one state, exactly its transfers: open — the hold alone; paid —
 * the amount in provider clearing and the fee in `withdrawal_fees`; failed or reversed — one return
 * and nothing left anywhere; and no withdrawal transfer names a withdrawal that does not exist.
 */
export async function checkWithdrawals(
  db: Queryable,
  pendingKobo: number,
  feesKobo: number,
): Promise<WithdrawalMismatch[]> {
  const mismatches: WithdrawalMismatch[] = [];
  const [sums] = await db<{ open: string; fees: string }[]>`
    select coalesce(sum(amount_kobo + fee_kobo)
                      filter (where state in ('awaiting_approval', 'processing')), 0)::text as open,
           coalesce(sum(fee_kobo) filter (where state = 'paid'), 0)::text as fees
    from withdrawals`;
  if (Number(sums!.open) !== pendingKobo)
    mismatches.push({ kind: 'payouts_pending', pendingKobo, openKobo: Number(sums!.open) });
  if (Number(sums!.fees) !== feesKobo)
    mismatches.push({ kind: 'withdrawal_fees', feesKobo, paidFeesKobo: Number(sums!.fees) });

  const rows = await db<
    {
      id: string;
      state: string;
      holds: number;
      returns: number;
      wallet_net: string;
      pending_net: string;
      clearing_net: string;
      fees_net: string;
    }[]
  >`
    with moves as (
      select w.id, w.state, w.amount_kobo, w.fee_kobo, wa.id as wallet, t.kind,
             t.amount_kobo as amount, t.debit_account, t.credit_account
      from withdrawals w
      join wallets wa on wa.user_id = w.user_id
      left join ledger_transfers t on t.kind like 'withdrawal\\_%' and t.reference = w.id::text
    ), nets as (
      select id, state, amount_kobo, fee_kobo,
        count(*) filter (where kind = 'withdrawal_hold' and amount = amount_kobo + fee_kobo
                           and debit_account = wallet
                           and credit_account = ${SYSTEM_ACCOUNTS.payoutsPending})::int as holds,
        count(*) filter (where kind = 'withdrawal_return' and credit_account = wallet)::int as returns,
        coalesce(sum(case when credit_account = wallet then amount
                          when debit_account = wallet then -amount end), 0) as wallet_net,
        coalesce(sum(case when credit_account = ${SYSTEM_ACCOUNTS.payoutsPending} then amount
                          when debit_account = ${SYSTEM_ACCOUNTS.payoutsPending} then -amount end), 0)
          as pending_net,
        coalesce(sum(case when credit_account = ${SYSTEM_ACCOUNTS.providerClearing} then amount
                          when debit_account = ${SYSTEM_ACCOUNTS.providerClearing} then -amount end), 0)
          as clearing_net,
        coalesce(sum(case when credit_account = ${SYSTEM_ACCOUNTS.withdrawalFees} then amount
                          when debit_account = ${SYSTEM_ACCOUNTS.withdrawalFees} then -amount end), 0)
          as fees_net
      from moves group by id, state, amount_kobo, fee_kobo
    )
    select id, state, holds, returns, wallet_net::text, pending_net::text, clearing_net::text,
           fees_net::text
    from nets
    where holds <> 1
       or returns <> case when state in ('failed', 'reversed') then 1 else 0 end
       or wallet_net <> case when state in ('failed', 'reversed') then 0
                             else -(amount_kobo + fee_kobo) end
       or pending_net <> case when state in ('awaiting_approval', 'processing')
                              then amount_kobo + fee_kobo else 0 end
       or clearing_net <> case when state = 'paid' then amount_kobo else 0 end
       or fees_net <> case when state = 'paid' then fee_kobo else 0 end`;
  for (const r of rows)
    mismatches.push({
      kind: 'withdrawal_money',
      withdrawalId: r.id,
      state: r.state,
      holds: r.holds,
      returns: r.returns,
      walletNet: Number(r.wallet_net),
      pendingNet: Number(r.pending_net),
      clearingNet: Number(r.clearing_net),
      feesNet: Number(r.fees_net),
    });

  const orphans = await db<{ id: string; reference: string }[]>`
    select t.id, t.reference from ledger_transfers t
    where t.kind like 'withdrawal\\_%'
      and not exists (select 1 from withdrawals w where w.id::text = t.reference)`;
  for (const t of orphans)
    mismatches.push({
      kind: 'withdrawal_transfer_without_withdrawal',
      transferId: t.id,
      reference: t.reference,
    });
  return mismatches;
}
