import type { AdminInsights } from '@faza/shared';
import { SYSTEM_ACCOUNTS } from '../ledger';
import type { Queryable } from '../../db/transaction';
import { expiredByProduct, type Range } from './member-insights-repository';

// Staff figures (docs/architecture.md §3a, docs/decisions/0040): sales straight from the ledger's
// sales account, the rest from orders, top-ups, lots and users, each over a time-range index.

type Rows = Omit<AdminInsights, 'from' | 'to'>;

/**
 * Sales by Lagos day and by payment method in one pass over the ledger's purchase transfers into
 * the sales account (each carries its order's payment method), so the two tables agree.
 */
export async function salesByDayAndMethod(
  db: Queryable,
  r: Range,
): Promise<Pick<Rows, 'sales_by_day' | 'orders_by_method'>> {
  const rows = await db<
    { day: string; method: 'wallet' | 'bank_transfer'; orders: string; kobo: string }[]
  >`
    select to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day,
           coalesce(metadata->>'method', 'bank_transfer') as method,
           count(*) as orders, sum(amount_kobo) as kobo
    from ledger_transfers
    where credit_account = ${SYSTEM_ACCOUNTS.sales} and kind = 'purchase'
      and created_at >= ${r.start} and created_at < ${r.end}
    group by 1, 2 order by 1, 2`;
  const days = new Map<string, { day: string; orders: number; kobo: number }>();
  const methods = new Map<'wallet' | 'bank_transfer', { orders: number; kobo: number }>();
  for (const x of rows) {
    const d = days.get(x.day) ?? { day: x.day, orders: 0, kobo: 0 };
    d.orders += Number(x.orders);
    d.kobo += Number(x.kobo);
    days.set(x.day, d);
    const m = methods.get(x.method) ?? { orders: 0, kobo: 0 };
    m.orders += Number(x.orders);
    m.kobo += Number(x.kobo);
    methods.set(x.method, m);
  }
  return {
    sales_by_day: [...days.values()],
    orders_by_method: (['bank_transfer', 'wallet'] as const)
      .filter((method) => methods.has(method))
      .map((method) => ({ method, ...methods.get(method)! })),
  };
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
export const expiredInPantries = (db: Queryable, r: Range): Promise<Rows['expired_by_product']> =>
  expiredByProduct(db, null, r);

/** Members whose paid tier is running now. */
export async function activeSubscriptions(db: Queryable): Promise<Rows['subscriptions_by_tier']> {
  const rows = await db<{ tier: 'premium' | 'premium_plus'; members: string }[]>`
    select subscription_tier as tier, count(*) as members from users
    where subscription_tier <> 'basic'
      and (subscription_ends_at is null or subscription_ends_at > now())
    group by 1 order by 1`;
  return rows.map((x) => ({ tier: x.tier, members: Number(x.members) }));
}
