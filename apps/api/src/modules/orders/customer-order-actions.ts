import {
  hasPermission,
  type BuyResponse,
  type Order,
  type OrderDetail,
  type Role,
} from '@faza/shared';
import type { Config } from '../../config';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { markOrderPaid } from './mark-order-paid';
import { toOrder, toOrderDetail, toPendingPayment } from './order-mappers';
import { priceOrder } from './order-pricing';
import { findCustomer, findOrder, findOrderLines, listOrdersOfUser } from './orders-repository';
import { changeOrderStatus, createOrder, loadOrder } from './orders-service';

// The customer's actions on orders (docs/architecture.md §1 "Adding a feature"): each is one
// function its route calls once, and each owns its transaction (checkout runs in the one
// idempotent() opens for it, with the key's stored answer).

/**
 * Checkout: the order priced on the server and created; from the wallet it is born paid in the
 * same transaction (the wallet debited, the pantry filled; short of money, all of it rolls back).
 */
export async function checkout(
  tx: TransactionSql,
  userId: string,
  request: Parameters<typeof priceOrder>[1] & { 'payment-method': 'wallet' | 'bank_transfer' },
  config: Config,
): Promise<BuyResponse> {
  const priced = await priceOrder(tx, request, userId);
  const method = request['payment-method'];
  const order = await createOrder(tx, userId, method, priced);
  if (method === 'wallet') {
    if (order.status !== 'paid') throw new Error('a wallet order is born paid');
    await markOrderPaid(
      tx,
      {
        id: order.id,
        invoiceNumber: order.invoiceId,
        userId,
        totalKobo: priced.totalKobo,
        status: order.status,
      },
      { method: 'wallet' },
    );
    return {
      id: order.id,
      invoiceId: order.invoiceId,
      paymentMethod: 'wallet',
      status: order.status,
      order,
    };
  }
  const customer = await findCustomer(tx, userId);
  return {
    ...toPendingPayment(order, customer, config),
    id: order.id,
    paymentMethod: 'bank_transfer',
    status: order.status,
    order,
  };
}

/** The orders list shows the newest this many; older ones stay on their invoices. */
const ORDERS_PAGE = 100;

/**
 * The customer's newest orders, each with its lines, as `GET /api/orders` answers them: read here
 * by the route and by the server's drawing of /orders (docs/decisions/0065).
 */
export async function readMyOrders(sql: Sql, userId: string): Promise<{ orders: Order[] }> {
  const rows = await listOrdersOfUser(sql, userId, ORDERS_PAGE);
  const lines = await findOrderLines(
    sql,
    rows.map((r) => r.id),
  );
  return { orders: rows.map((row) => toOrder(row, lines.get(row.id) ?? [])) };
}

/** One order with its invoice details: the viewer's own, or any for staff who may view orders. */
export async function orderDetail(
  sql: Sql,
  viewer: { id: string; role: Role },
  orderId: string,
  config: Config,
): Promise<OrderDetail> {
  const row = await findOrder(sql, orderId);
  // Someone else's order does not exist as far as a customer can tell.
  if (!row || (row.user_id !== viewer.id && !hasPermission(viewer.role, 'orders:view')))
    throw refuse('ORDER_NOT_FOUND');
  return withTransaction(sql, async (tx) =>
    toOrderDetail(await loadOrder(tx, row), await findCustomer(tx, row.user_id), config),
  );
}

/** "I have paid": the customer reports a bank transfer on their own order. */
export const submitPayment = (sql: Sql, orderId: string, ownerId: string, note: string | null) =>
  withTransaction(sql, async (tx) => {
    const { after } = await changeOrderStatus(tx, orderId, {
      event: 'submit_payment',
      ownerId,
      note,
    });
    return loadOrder(tx, after);
  });

/** The customer cancels their own order while it awaits payment. */
export const cancelMyOrder = (sql: Sql, orderId: string, ownerId: string) =>
  withTransaction(sql, async (tx) => {
    const { after } = await changeOrderStatus(tx, orderId, {
      event: 'cancel_by_customer',
      ownerId,
    });
    return loadOrder(tx, after);
  });
