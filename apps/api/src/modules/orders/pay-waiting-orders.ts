import type { TransactionSql } from '../../db/sql';
import { walletOfUser } from '../ledger';
import { markOrderPaid, paidOrder } from './mark-order-paid';
import { changeOrderStatus } from './orders-service';

export type WaitingOrdersPaid = {
  paid: { orderId: string; invoice: string; totalKobo: number }[];
  /** The oldest waiting order the wallet does not yet cover, and by how much. */
  owed: { invoice: string; shortKobo: number } | null;
};

/**
 * Money arrived in the customer's own account number (docs/decisions/0055): their bank-transfer
 * orders still waiting for payment are paid from the wallet, oldest first, through the one
 * order-paid step (decision 0023), as long as the wallet covers the next one. The first it does not
 * cover stops the run (a younger, smaller order does not jump the queue) and is reported as owed.
 * In the caller's transaction, which already holds the wallet's row lock (the credit), so two
 * arrivals for one customer run one after the other. The orders are locked oldest first; the
 * ledger's (kind, reference) key pays each at most once whatever races above it.
 */
export async function payWaitingOrders(
  tx: TransactionSql,
  userId: string,
  inboundId: string,
): Promise<WaitingOrdersPaid> {
  const waiting = await tx<{ id: string; invoice_number: string; total_kobo: number }[]>`
    select id, invoice_number, total_kobo from orders
    where user_id = ${userId} and payment_method = 'bank_transfer'
      and status in ('awaiting_payment', 'payment_submitted')
    order by created_at, id
    for update`;
  const result: WaitingOrdersPaid = { paid: [], owed: null };
  if (waiting.length === 0) return result;
  let balance = (await walletOfUser(tx, userId)).balance_kobo;
  for (const order of waiting) {
    const total = Number(order.total_kobo);
    if (balance < total) {
      result.owed = { invoice: order.invoice_number, shortKobo: total - balance };
      break;
    }
    const { before, after } = await changeOrderStatus(tx, order.id, {
      event: 'confirm_payment',
      actorId: null,
    });
    await markOrderPaid(tx, paidOrder(after), {
      method: 'transfer_arrived',
      previousStatus: before.status,
      inboundId,
    });
    balance -= total;
    result.paid.push({ orderId: order.id, invoice: order.invoice_number, totalKobo: total });
  }
  return result;
}
