import type { Order, OrderBundleItem, OrderEvent, OrderStatus, PaymentMethod } from '@faza/shared';
import { invoiceNumberAt } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type OrderRow = {
  id: string;
  invoice_number: string;
  user_id: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  total_kobo: number;
  discount_kobo: number;
  discounts: Order['discounts'];
  created_at: Date;
  payment_submitted_at: Date | null;
  customer_note: string | null;
  paid_at: Date | null;
  confirmed_by: string | null;
  cancelled_at: Date | null;
  cancelled_by: 'customer' | 'staff' | 'system' | null;
  cancel_reason: string | null;
  confirmation_seen_at: Date | null;
};

export type OrderLineRow = {
  order_id: string;
  position: number;
  kind: 'item' | 'bundle';
  catalogue_id: string;
  name: string;
  quantity_type: string;
  quantity: number;
  unit_price_kobo: number;
  /** List price: unit price × quantity. */
  line_total_kobo: number;
  /** Premium Plus discounts on the line; `paid_kobo` is list − discount (a generated column). */
  discount_kobo: number;
  paid_kobo: number;
  image_url: string;
  contents: OrderBundleItem[];
};

export type NewOrderLine = Omit<OrderLineRow, 'order_id' | 'position' | 'paid_kobo'>;

const ORDER_COLUMNS = `id, invoice_number, user_id, status, payment_method, total_kobo,
  discount_kobo, discounts, created_at,
  payment_submitted_at, customer_note, paid_at, confirmed_by, cancelled_at, cancelled_by,
  cancel_reason, confirmation_seen_at`;

/**
 * Inserts the order with the invoice number of `at`. Two orders in the same millisecond would
 * share a number, so a clash simply tries the next millisecond (no error, no savepoint needed).
 */
export async function insertOrder(
  db: Queryable,
  order: {
    userId: string;
    status: OrderStatus;
    paymentMethod: PaymentMethod;
    totalKobo: number;
    discountKobo: number;
    discounts: Order['discounts'];
  },
  at: Date = new Date(),
): Promise<OrderRow> {
  for (let ms = at.getTime(); ; ms += 1) {
    const [row] = await db<OrderRow[]>`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo,
                          discount_kobo, discounts, paid_at)
      values (${invoiceNumberAt(new Date(ms))}, ${order.userId}, ${order.status},
              ${order.paymentMethod}, ${order.totalKobo}, ${order.discountKobo},
              ${db.json(order.discounts as never)},
              ${order.status === 'paid' ? db`now()` : null})
      on conflict (invoice_number) do nothing
      returning ${db.unsafe(ORDER_COLUMNS)}`;
    if (row) return row;
  }
}

export async function insertOrderLines(
  db: Queryable,
  orderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  const rows = lines.map((line, position) => ({
    order_id: orderId,
    position,
    ...line,
    contents: db.json(line.contents as never),
  }));
  await db`insert into order_lines ${db(rows)}`;
}

/** The order, optionally locked for an update in the caller's transaction. */
export async function findOrder(
  db: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const [row] = await db<OrderRow[]>`
    select ${db.unsafe(ORDER_COLUMNS)} from orders where id = ${id}
    ${opts.forUpdate ? db`for update` : db``}`;
  return row;
}

/** The user's orders, newest first. */
export async function listOrdersOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<OrderRow[]> {
  return db<OrderRow[]>`
    select ${db.unsafe(ORDER_COLUMNS)} from orders where user_id = ${userId}
     order by created_at desc, invoice_number desc limit ${limit}`;
}

/** The lines of several orders at once, grouped by order. */
export async function findOrderLines(
  db: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db<OrderLineRow[]>`
    select order_id, position, kind, catalogue_id, name, quantity_type, quantity, unit_price_kobo,
           line_total_kobo, discount_kobo, paid_kobo, image_url, contents
      from order_lines where order_id = any(${orderIds as string[]}::uuid[])
     order by order_id, position`;
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

export type StatusChange = {
  event: OrderEvent;
  to: OrderStatus;
  actorId?: string | null;
  note?: string | null;
  reason?: string | null;
};

/**
 * Writes one status change with its timestamps. The caller checked it against the transition
 * table while holding the row lock; `status = from` makes a stale caller change nothing.
 */
export async function updateOrderStatus(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'status'>,
  change: StatusChange,
): Promise<OrderRow> {
  const cancelledBy =
    change.event === 'cancel_by_customer'
      ? 'customer'
      : change.event === 'reject'
        ? 'staff'
        : change.event === 'expire'
          ? 'system'
          : null;
  const [row] = await db<OrderRow[]>`
    update orders set
      status = ${change.to},
      payment_submitted_at = case when ${change.event === 'submit_payment'} then now()
                                  else payment_submitted_at end,
      customer_note = case when ${change.event === 'submit_payment'} then ${change.note ?? null}
                           else customer_note end,
      paid_at = case when ${change.to === 'paid'} then now() else paid_at end,
      confirmed_by = case when ${change.event === 'confirm_payment'} then ${change.actorId ?? null}::uuid
                          else confirmed_by end,
      cancelled_at = case when ${change.to === 'cancelled'} then now() else cancelled_at end,
      cancelled_by = coalesce(${cancelledBy}, cancelled_by),
      cancel_reason = case when ${change.to === 'cancelled'} then ${change.reason ?? null}
                           else cancel_reason end,
      updated_at = now()
    where id = ${order.id} and status = ${order.status}
    returning ${db.unsafe(ORDER_COLUMNS)}`;
  if (!row) throw new Error(`order ${order.id} changed under its lock`);
  return row;
}

export type CustomerRow = {
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
};

/** Who an invoice is made out to. */
export async function findCustomer(db: Queryable, userId: string): Promise<CustomerRow> {
  const [row] = await db<CustomerRow[]>`
    select display_name, first_name, last_name, phone, email from users where id = ${userId}`;
  if (!row) throw new Error(`order customer ${userId} not found`);
  return row;
}

/**
 * The user's orders staff confirmed since the app last said so, marked as told in the same
 * statement: of two tabs asking at once, one gets them (one 'Order Confirmed!' toast, not two).
 */
export async function claimConfirmations(
  db: Queryable,
  userId: string,
): Promise<{ id: string; invoice_number: string }[]> {
  return db<{ id: string; invoice_number: string }[]>`
    update orders set confirmation_seen_at = now()
     where user_id = ${userId} and status = 'paid' and confirmed_by is not null
       and confirmation_seen_at is null
    returning id, invoice_number`;
}
