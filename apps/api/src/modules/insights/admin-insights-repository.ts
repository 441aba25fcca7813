import type { AdminInsights } from '@faza/shared';
import { SYSTEM_ACCOUNTS } from '../ledger';
import type { Queryable } from '../../db/transaction';
import type { Range } from './member-insights-repository';

// Staff figures (docs/architecture.md §3a, docs/decisions/0040): sales straight from the ledger's
// sales account, the rest from orders, top-ups, lots and users, each over a time-range index.

type Rows = Omit<AdminInsights, 'from' | 'to'>;

/** Sales by Lagos day: the ledger's purchase transfers into the sales account. */
export async function salesByDay(db: Queryable, r: Range): Promise<Rows['sales_by_day']> {
  const rows = await db<{ day: string; orders: string; kobo: string }[]>`
    select to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day,
           count(*) as orders, sum(amount_kobo) as kobo
    from ledger_transfers
    where credit_account = ${SYSTEM_ACCOUNTS.sales} and kind = 'purchase'
      and created_at >= ${r.start} and created_at < ${r.end}
    group by 1 order by 1`;
  return rows.map((x) => ({ day: x.day, orders: Number(x.orders), kobo: Number(x.kobo) }));
}

/** Sales by product or bundle as ordered: the lines of orders paid in the range. */
export async function salesByProduct(db: Queryable, r: Range): Promise<Rows['sales_by_product']> {
  const rows = await db<
    { name: string; kind: 'item' | 'bundle'; quantity: string; kobo: string }[]
  >`
    select ol.name, ol.kind, sum(ol.quantity) as quantity, sum(ol.line_total_kobo) as kobo
    from orders o join order_lines ol on ol.order_id = o.id
    where o.paid_at >= ${r.start} and o.paid_at < ${r.end}
    group by ol.name, ol.kind order by kobo desc, ol.name`;
  return rows.map((x) => ({ ...x, quantity: Number(x.quantity), kobo: Number(x.kobo) }));
}

/** Orders paid in the range by how they were paid, at the ledger's amount. */
export async function ordersByMethod(db: Queryable, r: Range): Promise<Rows['orders_by_method']> {
  const rows = await db<{ method: 'wallet' | 'bank_transfer'; orders: string; kobo: string }[]>`
    select o.payment_method as method, count(*) as orders, sum(t.amount_kobo) as kobo
    from ledger_transfers t join orders o on o.invoice_number = t.reference
    where t.credit_account = ${SYSTEM_ACCOUNTS.sales} and t.kind = 'purchase'
      and t.created_at >= ${r.start} and t.created_at < ${r.end}
    group by 1 order by 1`;
  return rows.map((x) => ({ method: x.method, orders: Number(x.orders), kobo: Number(x.kobo) }));
}

/** Bank transfers staff have still to confirm, now: orders and wallet top-ups, oldest first. */
export async function awaitingConfirmation(db: Queryable): Promise<Rows['awaiting_confirmation']> {
  const [row] = await db<
    { orders: string; oldest_order: Date | null; topups: string; oldest_topup: Date | null }[]
  >`
    select
      (select count(*) from orders
         where status in ('awaiting_payment', 'payment_submitted')
           and payment_method = 'bank_transfer') as orders,
      (select min(created_at) from orders
         where status in ('awaiting_payment', 'payment_submitted')
           and payment_method = 'bank_transfer') as oldest_order,
      (select count(*) from wallet_topups where method = 'bank' and status = 'pending') as topups,
      (select min(created_at) from wallet_topups
         where method = 'bank' and status = 'pending') as oldest_topup`;
  return {
    orders: Number(row!.orders),
    oldest_order_at: row!.oldest_order?.toISOString() ?? null,
    topups: Number(row!.topups),
    oldest_topup_at: row!.oldest_topup?.toISOString() ?? null,
  };
}

/** Top-ups credited in the range, by method and provider. */
export async function topUpsByChannel(db: Queryable, r: Range): Promise<Rows['topups_by_channel']> {
  const rows = await db<{ method: string; provider: string; topups: string; kobo: string }[]>`
    select t.method, t.provider, count(*) as topups, sum(l.amount_kobo) as kobo
    from wallet_topups t join ledger_transfers l on l.id = t.transfer_id
    where t.credited_at >= ${r.start} and t.credited_at < ${r.end}
    group by 1, 2 order by 1, 2`;
  return rows.map((x) => ({ ...x, topups: Number(x.topups), kobo: Number(x.kobo) }));
}

/** Food that expired in customers' pantries in the range (up to now), by product. */
export async function expiredInPantries(
  db: Queryable,
  r: Range,
): Promise<Rows['expired_by_product']> {
  const rows = await db<{ name: string; items: string; kobo: string }[]>`
    select p.name, sum(x.held) as items, sum(x.held * l.unit_price_kobo) as kobo
    from pantry_lots l
    join products p on p.id = l.product_id
    cross join lateral (
      select l.quantity - coalesce((select sum(j.quantity) from pantry_journal j
                                    where j.lot_id = l.id and j.created_at > l.expires_at), 0) as held
    ) x
    where l.expires_at >= ${r.start} and l.expires_at < least(${r.end}::timestamptz, now())
      and x.held > 0
    group by p.name order by kobo desc, p.name`;
  return rows.map((x) => ({ name: x.name, items: Number(x.items), kobo: Number(x.kobo) }));
}

/** Members whose paid tier is running now. */
export async function activeSubscriptions(db: Queryable): Promise<Rows['subscriptions_by_tier']> {
  const rows = await db<{ tier: 'premium' | 'premium_plus'; members: string }[]>`
    select subscription_tier as tier, count(*) as members from users
    where subscription_tier <> 'basic'
      and (subscription_ends_at is null or subscription_ends_at > now())
    group by 1 order by 1`;
  return rows.map((x) => ({ tier: x.tier, members: Number(x.members) }));
}
