import type { WithdrawalState } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { SYSTEM_ACCOUNTS, transfer, type TransferResult } from '../ledger';
import type { WithdrawalRow } from './withdrawals-repository';

// The withdrawal's money, in the caller's transaction (docs/decisions/0062-withdrawals.md). Every
// transfer's reference is the withdrawal's id, so the ledger's unique (kind, reference) lets each
// step happen once, whatever races above it.

const metadataOf = (w: WithdrawalRow) => ({
  withdrawal_id: w.id,
  bank_name: w.bank_name,
  account_number: w.account_number,
  ...(w.fee_kobo > 0 ? { fee_kobo: w.fee_kobo } : {}),
});

/** The amount and its fee leave the wallet for payouts_pending (refused if it holds less). */
export function holdWithdrawal(
  tx: TransactionSql,
  w: WithdrawalRow,
  walletId: string,
): Promise<TransferResult> {
  return transfer(tx, {
    kind: 'withdrawal_hold',
    amountKobo: w.amount_kobo + w.fee_kobo,
    debit: walletId,
    credit: SYSTEM_ACCOUNTS.payoutsPending,
    reference: w.id,
    metadata: metadataOf(w),
  });
}

/** The provider paid it: the amount is the provider's to settle, the fee is revenue. */
export async function settleWithdrawal(tx: TransactionSql, w: WithdrawalRow): Promise<void> {
  await transfer(tx, {
    kind: 'withdrawal_settle',
    amountKobo: w.amount_kobo,
    debit: SYSTEM_ACCOUNTS.payoutsPending,
    credit: SYSTEM_ACCOUNTS.providerClearing,
    reference: w.id,
    metadata: metadataOf(w),
  });
  if (w.fee_kobo > 0)
    await transfer(tx, {
      kind: 'withdrawal_fee',
      amountKobo: w.fee_kobo,
      debit: SYSTEM_ACCOUNTS.payoutsPending,
      credit: SYSTEM_ACCOUNTS.withdrawalFees,
      reference: w.id,
      metadata: metadataOf(w),
    });
}

/**
 * The money goes back to the wallet: from the hold while it was never paid (failed, rejected, or a
 * reversal we hear of first), or from provider clearing and the fees once it had been paid.
 */
export async function returnWithdrawal(
  tx: TransactionSql,
  w: WithdrawalRow,
  walletId: string,
  from: WithdrawalState,
): Promise<void> {
  if (from !== 'paid') {
    await transfer(tx, {
      kind: 'withdrawal_return',
      amountKobo: w.amount_kobo + w.fee_kobo,
      debit: SYSTEM_ACCOUNTS.payoutsPending,
      credit: walletId,
      reference: w.id,
      metadata: metadataOf(w),
    });
    return;
  }
  await transfer(tx, {
    kind: 'withdrawal_return',
    amountKobo: w.amount_kobo,
    debit: SYSTEM_ACCOUNTS.providerClearing,
    credit: walletId,
    reference: w.id,
    metadata: metadataOf(w),
  });
  if (w.fee_kobo > 0)
    await transfer(tx, {
      kind: 'withdrawal_fee_refund',
      amountKobo: w.fee_kobo,
      debit: SYSTEM_ACCOUNTS.withdrawalFees,
      credit: walletId,
      reference: w.id,
      metadata: metadataOf(w),
    });
}
