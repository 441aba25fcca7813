import { bankAccountLabel, nextWithdrawalState } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { walletOfUser } from '../ledger';
import { notify } from '../notifications';
import type { PayoutVerdict } from './payouts-port';
import { returnWithdrawal, settleWithdrawal } from './withdrawal-money';
import { findWithdrawal, moveWithdrawal, type WithdrawalRow } from './withdrawals-repository';

type Log = { error: (msg: string) => void };

const REASONS = {
  failed: 'The bank could not pay it',
  reversed: 'The bank reversed the payment',
} as const;

/**
 * What the provider's confirmed status does to a withdrawal (never an event's word alone): under
 * the row's lock, the state moves by nextWithdrawalState and its money with it — settled, or
 * returned to the wallet with a notification. A duplicate, a late or an out-of-order verdict finds
 * the state already moved and changes nothing. A success for another amount is left for staff.
 */
export async function applyPayoutVerdict(
  sql: Sql,
  withdrawalId: string,
  verdict: PayoutVerdict,
  log: Log,
): Promise<WithdrawalRow | null> {
  if (verdict.status === 'pending' || verdict.status === 'unknown') return null;
  return withTransaction(sql, async (tx) => {
    const w = await findWithdrawal(tx, withdrawalId, { lock: true });
    if (!w) return null;
    const next = nextWithdrawalState(w.state, verdict.status);
    if (!next) return w;
    if (verdict.amountKobo !== w.amount_kobo) {
      log.error(
        `withdrawal ${w.reference}: the provider reports ${verdict.amountKobo} kobo, not ${w.amount_kobo}; left for staff`,
      );
      return w;
    }
    const account = bankAccountLabel(w.bank_name, w.account_number);
    if (next === 'paid') {
      await settleWithdrawal(tx, w);
      const moved = await moveWithdrawal(tx, w.id, w.state, { state: 'paid' });
      await notify(tx, {
        kind: 'withdrawal.paid',
        userId: w.user_id,
        withdrawalId: w.id,
        amountKobo: w.amount_kobo,
        account,
        reason: null,
      });
      return moved;
    }
    const reason = verdict.reason ?? REASONS[next === 'reversed' ? 'reversed' : 'failed'];
    const wallet = await walletOfUser(tx, w.user_id);
    await returnWithdrawal(tx, w, wallet.id, w.state);
    const moved = await moveWithdrawal(tx, w.id, w.state, { state: next, reason });
    await notify(tx, {
      kind: 'withdrawal.returned',
      userId: w.user_id,
      withdrawalId: w.id,
      amountKobo: w.amount_kobo + w.fee_kobo,
      account,
      reason,
    });
    return moved;
  });
}
