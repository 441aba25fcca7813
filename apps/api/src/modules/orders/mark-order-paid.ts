import type { OrderStatus } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { notify } from '../notifications';
import type { AddedLot } from '../pantry';
import { bookOrderPayment } from '../ledger';
import { fillPantry } from './order-fulfilment';
import type { OrderRow } from './orders-repository';
import { queueOrderEmail } from './orders-service';

/** An order that has just become paid, as the caller's transaction sees it. */
export type PaidOrder = {
  id: string;
  invoiceNumber: string;
  userId: string;
  totalKobo: number;
  status: 'paid';
};

/** The row of an order the caller has just moved to `paid`, as `markOrderPaid` takes it. */
export function paidOrder(row: OrderRow): PaidOrder {
  if (row.status !== 'paid') throw new Error(`order ${row.id} is ${row.status}, not paid`);
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    userId: row.user_id,
    totalKobo: Number(row.total_kobo),
    status: 'paid',
  };
}

/** How the money arrived: the buyer's wallet at checkout, or a transfer staff saw in the bank. */
export type OrderPayment =
  { method: 'wallet' } | { method: 'bank_transfer'; staffId: string; previousStatus: OrderStatus };

export type MarkedPaid = { transferId: string; lots: AddedLot[] };

/**
 * The one "order paid" step (docs/decisions/0023-one-order-paid-step.md): books the money into sales, fills the
 * buyer's pantry, records the audit entry and queues the customer's message, all in the caller's
 * transaction, so an order is paid exactly when its money is in the ledger and its food in the
 * pantry. Every way of paying comes here and nothing else does any of the four for an order; the
 * caller has already moved the order to `paid` under its row lock.
 */
export async function markOrderPaid(
  tx: TransactionSql,
  order: PaidOrder,
  payment: OrderPayment,
): Promise<MarkedPaid> {
  const booked = await bookOrderPayment(
    tx,
    order,
    payment.method === 'wallet'
      ? { from: 'wallet', userId: order.userId }
      : { from: 'bank_transfer' },
  );
  const actorId = payment.method === 'wallet' ? order.userId : payment.staffId;
  const lots = await fillPantry(
    tx,
    { id: order.id, user_id: order.userId },
    payment.method === 'wallet' ? null : payment.staffId,
  );
  await recordAudit(tx, {
    actorId,
    action: payment.method === 'wallet' ? 'order.pay_from_wallet' : 'order.confirm_payment',
    subjectType: 'order',
    subjectId: order.id,
    before: { status: payment.method === 'wallet' ? null : payment.previousStatus },
    after: {
      status: order.status,
      invoice: order.invoiceNumber,
      totalKobo: order.totalKobo,
      transfer: booked.transferId,
      lots: lots.map((lot) => lot.lotId),
    },
  });
  await queueOrderEmail(tx, order.id, 'confirmed');
  // A wallet checkout is answered on the buyer's own screen; a bank transfer waited on staff.
  if (payment.method === 'bank_transfer')
    await notify(tx, {
      kind: 'order.confirmed',
      userId: order.userId,
      orderId: order.id,
      invoice: order.invoiceNumber,
      totalKobo: order.totalKobo,
    });
  return { transferId: booked.transferId, lots };
}
