import type { AdminOrdersQuery, OrderStatus } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import type { OrderRow } from './orders-repository';

export type AdminOrderRow = OrderRow & {
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  customer_faza: string;
};

const OPEN: OrderStatus[] = ['awaiting_payment', 'payment_submitted'];

/**
 * Orders for the staff console, at most 50. Open orders come oldest first (the payments waiting
 * longest are checked first, "I have paid" ones before the rest); anything else newest first.
 */
export async function searchOrders(
  db: Queryable,
  query: AdminOrdersQuery,
): Promise<AdminOrderRow[]> {
  const text = query.q?.trim() ?? '';
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const statuses = query.status === 'open' ? OPEN : query.status ? [query.status] : null;
  return db<AdminOrderRow[]>`
    select o.id, o.invoice_number, o.user_id, o.status, o.payment_method, o.total_kobo,
           o.discount_kobo, o.discounts, o.created_at, o.payment_submitted_at, o.customer_note, o.paid_at, o.confirmed_by,
           o.cancelled_at, o.cancelled_by, o.cancel_reason, o.confirmation_seen_at,
           coalesce(u.first_name || ' ' || u.last_name, u.display_name) as customer_name, u.phone as customer_phone,
           u.email as customer_email, u.faza as customer_faza
    from orders o join users u on u.id = o.user_id
    where true
      ${statuses ? db`and o.status = any(${statuses}::text[])` : db``}
      ${query.method ? db`and o.payment_method = ${query.method}` : db``}
      ${
        text === ''
          ? db``
          : db`and (o.invoice_number ilike ${like} or u.email ilike ${like}
                    ${digits.length >= 4 ? db`or u.phone like ${`%${digits.replace(/^(234|0)/, '')}%`}` : db``})`
      }
    order by ${
      query.status === 'open'
        ? db`(o.status = 'payment_submitted') desc, o.created_at asc`
        : db`o.created_at desc`
    }, o.id
    limit 50`;
}
