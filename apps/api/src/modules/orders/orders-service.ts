import {
  INITIAL_ORDER_STATUS,
  nextOrderStatus,
  pantryLinesOfOrder,
  type Order,
  type OrderEvent,
  type OrderStatus,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { addJob } from '../../jobs/add-job';
import { refuse, type AppError } from '../../lib/app-error';
import { notify } from '../notifications';
import { releaseOrderStock, reserveOrderStock } from '../stock';
import { paymentWindowEnd, toOrder } from './order-mappers';
import type { PricedOrder } from './order-pricing';
import {
  findOrder,
  findOrderLines,
  insertOrder,
  insertOrderLines,
  updateOrderStatus,
  type OrderRow,
} from './orders-repository';

/** The job that cancels a bank-transfer order nobody paid within 48 hours. */
export const EXPIRE_ORDER_TASK = 'expire_unpaid_order';
export const expireOrderJobKey = (orderId: string) => `expire-order:${orderId}`;

/** The job that emails the customer about a staff decision on their order. */
export const ORDER_EMAIL_TASK = 'send_order_email';
export type OrderEmailKind = 'confirmed' | 'rejected';

/** Queues the email in the caller's transaction: no email for a decision that rolled back. */
export const queueOrderEmail = (tx: TransactionSql, orderId: string, kind: OrderEmailKind) =>
  addJob(tx, ORDER_EMAIL_TASK, { orderId, kind }, { maxAttempts: 5 });

export async function loadOrder(tx: TransactionSql, row: OrderRow): Promise<Order> {
  const lines = await findOrderLines(tx, [row.id]);
  return toOrder(row, lines.get(row.id) ?? []);
}

/**
 * Creates the order and its lines as priced. A bank-transfer order waits for payment and gets its
 * 48-hour expiry job in the same transaction, so the job exists exactly when the order does.
 */
export async function createOrder(
  tx: TransactionSql,
  userId: string,
  paymentMethod: 'bank_transfer' | 'wallet',
  priced: PricedOrder,
): Promise<Order> {
  const row = await insertOrder(tx, {
    userId,
    status: INITIAL_ORDER_STATUS[paymentMethod],
    paymentMethod,
    totalKobo: priced.totalKobo,
    discountKobo: priced.discountKobo,
    discounts: priced.discounts,
  });
  await insertOrderLines(tx, row.id, priced.lines);
  const order = await loadOrder(tx, row);
  // The food it sells leaves free stock now, or the whole checkout is refused (decision 0056).
  await reserveOrderStock(tx, row.id, pantryLinesOfOrder(order.lines));
  if (row.status === 'awaiting_payment') {
    await addJob(
      tx,
      EXPIRE_ORDER_TASK,
      { orderId: row.id },
      { runAt: paymentWindowEnd(row.created_at), jobKey: expireOrderJobKey(row.id) },
    );
    await notify(tx, {
      kind: 'staff.bank_order',
      orderId: row.id,
      invoice: row.invoice_number,
      totalKobo: Number(row.total_kobo),
    });
  }
  return order;
}

/** Why an event is refused, in words for whoever asked. */
function refusal(event: OrderEvent, status: OrderStatus): AppError {
  if (event === 'confirm_payment')
    return status === 'paid' ? refuse('ORDER_ALREADY_PAID') : refuse('ORDER_CANCELLED');
  if (event === 'cancel_by_customer') return refuse('ORDER_NOT_CANCELLABLE');
  if (event === 'reject') return refuse('ORDER_NOT_REJECTABLE');
  return refuse('ORDER_NOT_AWAITING_PAYMENT');
}

export type ChangeRequest = {
  event: OrderEvent;
  /** Customer routes: only this user's order exists (anyone else's answers 404). */
  ownerId?: string;
  actorId?: string | null;
  note?: string | null;
  reason?: string | null;
};

/**
 * Locks the order, asks the one transition table whether `event` may happen, and writes it.
 * Concurrent requests queue on the row lock, so of two confirmations the second sees 'paid' and is
 * refused. Returns the row before and after, for the caller's side effects and audit.
 */
export async function changeOrderStatus(
  tx: TransactionSql,
  orderId: string,
  request: ChangeRequest,
): Promise<{ before: OrderRow; after: OrderRow }> {
  const before = await findOrder(tx, orderId, { forUpdate: true });
  if (!before || (request.ownerId !== undefined && before.user_id !== request.ownerId))
    throw refuse('ORDER_NOT_FOUND');
  const to = nextOrderStatus(before.status, request.event);
  if (!to) throw refusal(request.event, before.status);
  const after = await updateOrderStatus(tx, before, { ...request, to });
  // Cancelled, rejected or expired: what it reserved goes back to free stock (decision 0056).
  if (to === 'cancelled') await releaseOrderStock(tx, orderId);
  return { before, after };
}

/**
 * The 48-hour job: cancels the order if it is still unpaid and its window has passed. A job that
 * runs early (clock skew between instances) puts itself back for the right moment.
 */
export async function expireOrder(tx: TransactionSql, orderId: string): Promise<boolean> {
  const order = await findOrder(tx, orderId, { forUpdate: true });
  if (!order || nextOrderStatus(order.status, 'expire') === null) return false;
  const [clock] = await tx<{ now: Date }[]>`select now() as now`;
  const due = paymentWindowEnd(order.created_at);
  if (due > clock!.now) {
    await addJob(
      tx,
      EXPIRE_ORDER_TASK,
      { orderId },
      { runAt: due, jobKey: expireOrderJobKey(orderId) },
    );
    return false;
  }
  const { after } = await changeOrderStatus(tx, orderId, { event: 'expire' });
  await notify(tx, {
    kind: 'order.cancelled',
    userId: after.user_id,
    orderId,
    invoice: after.invoice_number,
  });
  return true;
}
