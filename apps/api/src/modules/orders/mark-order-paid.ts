import type { OrderStatus } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { notify } from '../notifications';
import type { AddedLot } from '../pantry';
import { bookOrderPayment, type OrderPaymentSource } from '../ledger';
import { fillGroupPantries, fillPantry, type GroupSplit } from './order-fulfilment';
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

/**
 * How the money arrived: the buyer's wallet at checkout, a transfer staff saw in the bank, or a
 * food circle's instalments on its delivery (docs/decisions/0043-food-circles.md).
 */
export type OrderPayment =
  | { method: 'wallet' }
  /**
   * A bank-transfer order paid from the wallet the moment a transfer into the customer's own
   * account number covered it (docs/decisions/0055): no staff actor.
   */
  | { method: 'transfer_arrived'; previousStatus: OrderStatus; inboundId: string }
  | { method: 'bank_transfer'; staffId: string; previousStatus: OrderStatus }
  | { method: 'circle'; circleId: string }
  /**
   * A group buy's bulk unit, paid from the members' held shares and split into their pantries
   * (docs/decisions/0064-group-buys.md): the order is the starter's, the food everyone's.
   */
  | { method: 'group_buy'; groupBuyId: string; split: GroupSplit };

const sourceOf = (order: PaidOrder, payment: OrderPayment): OrderPaymentSource =>
  payment.method === 'wallet' || payment.method === 'transfer_arrived'
    ? { from: 'wallet', userId: order.userId }
    : payment.method === 'circle'
      ? { from: 'circle', circleId: payment.circleId }
      : payment.method === 'group_buy'
        ? { from: 'group_buy', groupBuyId: payment.groupBuyId }
        : { from: 'bank_transfer' };

const AUDIT_ACTIONS = {
  wallet: 'order.pay_from_wallet',
  transfer_arrived: 'order.paid_by_transfer',
  bank_transfer: 'order.confirm_payment',
  circle: 'order.pay_from_circle',
  group_buy: 'order.pay_from_group_buy',
} as const;

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
  const booked = await bookOrderPayment(tx, order, sourceOf(order, payment));
  // A circle's delivery is the job's (or a member's payment completing a chip-in), a group's fill
  // the last joiner's: no staff actor.
  const staffId = payment.method === 'bank_transfer' ? payment.staffId : null;
  const actorId = payment.method === 'wallet' ? order.userId : staffId;
  const lots =
    payment.method === 'group_buy'
      ? await fillGroupPantries(tx, order.id, payment.groupBuyId, payment.split)
      : await fillPantry(tx, { id: order.id, user_id: order.userId }, staffId);
  await recordAudit(tx, {
    actorId,
    action: AUDIT_ACTIONS[payment.method],
    subjectType: 'order',
    subjectId: order.id,
    before: {
      status:
        payment.method === 'bank_transfer' || payment.method === 'transfer_arrived'
          ? payment.previousStatus
          : null,
    },
    after: {
      status: order.status,
      invoice: order.invoiceNumber,
      totalKobo: order.totalKobo,
      transfer: booked.transferId,
      lots: lots.map((lot) => lot.lotId),
      ...(payment.method === 'circle' ? { circle: payment.circleId } : {}),
      ...(payment.method === 'group_buy' ? { groupBuy: payment.groupBuyId } : {}),
      ...(payment.method === 'transfer_arrived' ? { inboundTransfer: payment.inboundId } : {}),
    },
  });
  await queueOrderEmail(tx, order.id, 'confirmed');
  // A wallet checkout is answered on the buyer's own screen; a bank transfer waited on staff; a
  // circle's delivery is told by the circles module in this same transaction; money arriving in
  // the customer's account pays the order with nobody watching, so they are told.
  if (payment.method === 'bank_transfer' || payment.method === 'transfer_arrived')
    await notify(tx, {
      kind: 'order.confirmed',
      userId: order.userId,
      orderId: order.id,
      invoice: order.invoiceNumber,
      totalKobo: order.totalKobo,
    });
  // Staff were told of this order when it was placed (staff.bank_order); with no staff decision
  // to make, they are told it is paid so nobody chases it on the bank statement.
  if (payment.method === 'transfer_arrived')
    await notify(tx, {
      kind: 'staff.bank_order_paid',
      orderId: order.id,
      invoice: order.invoiceNumber,
      totalKobo: order.totalKobo,
    });
  return { transferId: booked.transferId, lots };
}
