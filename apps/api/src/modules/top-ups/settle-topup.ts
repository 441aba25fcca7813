import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { markTopUpCredited, type TopUpRow } from './topups-repository';
import { transfer, SYSTEM_ACCOUNTS } from '../ledger';
import { assertWithinLimits } from '../kyc';
import { notify } from '../notifications';

/** What arrived for a top-up, and on whose word. */
export type TopUpPayment = {
  /** Kobo to credit: the amount the provider verified, or what staff saw arrive. */
  receivedKobo: number;
  /** The staff member confirming it; null when the provider's verdict does. */
  staffId: string | null;
};

export type Settled = { topup: TopUpRow; balanceKobo: number };

export const topUpNotFound = () => refuse('TOPUP_NOT_FOUND');

/**
 * Whether a top-up may still be credited. A card payment the provider called failed may still
 * succeed later (a stale or premature verdict), so only a staff decision makes `failed` final.
 */
function creditable(topup: TopUpRow): boolean {
  if (topup.status === 'failed') return topup.method === 'card' && topup.decided_by === null;
  return topup.status !== 'success';
}

/**
 * The one step that credits a top-up (docs/decisions/0026-top-ups-settled-in-one-step.md), for a
 * card payment the provider verified and for a bank transfer or a reviewed payment staff confirm.
 * In the caller's transaction, which holds the top-up's row lock and has re-read it: books the
 * ledger credit of what arrived, marks the top-up credited with the amount, and records what
 * happened (the transfer's metadata; the audit log when staff decide or a closed top-up reopens).
 * `ledger_transfers_once` refuses a second credit of the same reference whatever happens above.
 */
export async function settleTopUp(
  tx: TransactionSql,
  topup: TopUpRow,
  payment: TopUpPayment,
): Promise<Settled> {
  if (!creditable(topup))
    throw new Error(`top-up ${topup.reference} cannot be credited: it is ${topup.status}`);
  // Within the customer's tier limits (docs/decisions/0063), or refused with nothing written: a
  // provider's verdict is held for review before this (card-topup-check.ts), staff are told why.
  await assertWithinLimits(tx, topup.user_id, {
    direction: 'in',
    amountKobo: payment.receivedKobo,
  });
  const card = topup.method === 'card';
  const { transfer: moved, balances } = await transfer(tx, {
    kind: card ? 'topup_card' : 'topup_bank',
    amountKobo: payment.receivedKobo,
    debit: card ? SYSTEM_ACCOUNTS.providerClearing : SYSTEM_ACCOUNTS.bankClearing,
    credit: topup.wallet_id,
    reference: topup.reference,
    metadata: {
      topup_id: topup.id,
      provider: topup.provider,
      declared_kobo: topup.amount_kobo,
      ...(payment.staffId ? { confirmed_by: payment.staffId } : {}),
    },
  });
  await notify(tx, {
    kind: 'topup.credited',
    userId: topup.user_id,
    topUpId: topup.id,
    amountKobo: payment.receivedKobo,
  });
  const credited = await markTopUpCredited(tx, topup.id, {
    transferId: moved.id,
    receivedKobo: payment.receivedKobo,
    decidedBy: payment.staffId,
  });
  // A card top-up credited straight from pending is the everyday case; anything else staff may
  // be asked about: their own confirmations, and a failed or expired one the provider now says paid.
  if (payment.staffId || topup.status !== 'pending')
    await recordAudit(tx, {
      actorId: payment.staffId,
      action: payment.staffId ? 'topup.confirm' : 'topup.late_credit',
      subjectType: 'wallet_topup',
      subjectId: topup.id,
      before: {
        status: topup.status,
        ...(topup.failure_reason ? { reason: topup.failure_reason } : {}),
        ...(topup.review_reason ? { reviewReason: topup.review_reason } : {}),
      },
      after: {
        status: credited.status,
        declaredKobo: topup.amount_kobo,
        receivedKobo: payment.receivedKobo,
        transfer: moved.id,
      },
    });
  return { topup: credited, balanceKobo: balances.get(topup.wallet_id)! };
}
