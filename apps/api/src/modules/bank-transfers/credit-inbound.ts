import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { assertWithinLimits } from '../kyc';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { payWaitingOrders, type WaitingOrdersPaid } from '../orders';
import { markInboundCredited, type InboundRow } from './inbound-transfers-repository';
import { touchAccount } from './virtual-accounts-repository';

export type CreditedInbound = {
  inbound: InboundRow;
  balanceKobo: number;
  orders: WaitingOrdersPaid;
};

/**
 * The one step that gives value for a transfer into a virtual account (docs/decisions/0055), for
 * one the provider confirmed into a customer's own number and for one staff credit from review. In
 * the caller's transaction, which stored or locked the transfer's row: the ledger moves its amount
 * from provider clearing into the wallet as a `topup_transfer` whose reference is the transfer's id
 * (`ledger_transfers_once` refuses a second whatever races above), the row is marked credited,
 * the customer's waiting bank-transfer orders are paid from the wallet oldest first, and the
 * customer is told what arrived and what is still owed.
 */
export async function creditInbound(
  tx: TransactionSql,
  inbound: InboundRow,
  userId: string,
  staffId: string | null,
): Promise<CreditedInbound> {
  // Within the customer's tier limits (docs/decisions/0063): receiveTransfer holds one that is not
  // for review first; a staff credit of a held one is refused until the customer is verified.
  await assertWithinLimits(tx, userId, { direction: 'in', amountKobo: inbound.amount_kobo });
  const wallet = await walletOfUser(tx, userId);
  const { transfer: moved, balances } = await transfer(tx, {
    kind: 'topup_transfer',
    amountKobo: inbound.amount_kobo,
    debit: SYSTEM_ACCOUNTS.providerClearing,
    credit: wallet.id,
    reference: inbound.id,
    metadata: {
      inbound_transfer_id: inbound.id,
      provider: inbound.provider,
      provider_reference: inbound.provider_reference,
      account_number: inbound.account_number,
      ...(inbound.sender_name ? { sender_name: inbound.sender_name } : {}),
      ...(staffId ? { credited_by: staffId } : {}),
    },
  });
  const credited = await markInboundCredited(tx, inbound.id, {
    userId,
    transferId: moved.id,
    decidedBy: staffId,
  });
  await touchAccount(tx, inbound.account_number);
  const orders = await payWaitingOrders(tx, userId, inbound.id);
  await notify(tx, {
    kind: 'transfer.received',
    userId,
    inboundId: inbound.id,
    amountKobo: inbound.amount_kobo,
    senderName: inbound.sender_name,
    owed: orders.owed,
  });
  if (staffId)
    await recordAudit(tx, {
      actorId: staffId,
      action: 'inbound_transfer.credit',
      subjectType: 'inbound_transfer',
      subjectId: inbound.id,
      before: { state: inbound.state, reason: inbound.review_reason },
      after: { state: credited.state, userId, amountKobo: inbound.amount_kobo, transfer: moved.id },
    });
  const spent = orders.paid.reduce((sum, o) => sum + o.totalKobo, 0);
  return { inbound: credited, balanceKobo: balances.get(wallet.id)! - spent, orders };
}
