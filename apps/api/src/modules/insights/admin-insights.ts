import {
  lagosDayOf,
  lagosDayRange,
  toCsv,
  type AdminInsights,
  type AdminInsightTable,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import {
  activeSubscriptions,
  awaitingConfirmation,
  expiredInPantries,
  ordersByMethod,
  salesByDay,
  salesByProduct,
  topUpsByChannel,
} from './admin-insights-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 366;

export type StaffRange = { from: string; to: string; start: Date; end: Date };

/** The Lagos days asked for (default: the last 30 days to today), or null when they make no sense. */
export function staffRange(
  query: { from?: string; to?: string },
  now = new Date(),
): StaffRange | null {
  const to = query.to ?? lagosDayOf(now);
  const from = query.from ?? lagosDayOf(new Date(now.getTime() - 29 * DAY_MS));
  const { start, end } = lagosDayRange(from, to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_DAYS) return null;
  return { from, to, start, end };
}

/** Every staff figure for a range, from one snapshot so the tables agree with each other. */
export function adminInsights(sql: Sql, range: StaffRange): Promise<AdminInsights> {
  return withTransaction(
    sql,
    async (tx) => {
      const r = { start: range.start, end: range.end };
      const [byDay, byProduct, byMethod, waiting, topUps, expired, subscriptions] =
        await Promise.all([
          salesByDay(tx, r),
          salesByProduct(tx, r),
          ordersByMethod(tx, r),
          awaitingConfirmation(tx),
          topUpsByChannel(tx, r),
          expiredInPantries(tx, r),
          activeSubscriptions(tx),
        ]);
      return {
        from: range.from,
        to: range.to,
        sales_by_day: byDay,
        sales_by_product: byProduct,
        orders_by_method: byMethod,
        awaiting_confirmation: waiting,
        topups_by_channel: topUps,
        expired_by_product: expired,
        subscriptions_by_tier: subscriptions,
      };
    },
    { isolation: 'repeatable read' },
  );
}

/** One table as CSV; money in naira with two decimals, as a spreadsheet user reads it. */
export async function adminInsightsCsv(
  sql: Sql,
  range: StaffRange,
  table: AdminInsightTable,
): Promise<string> {
  const r = { start: range.start, end: range.end };
  const naira = (kobo: number) => (kobo / 100).toFixed(2);
  switch (table) {
    case 'sales-by-day':
      return toCsv(
        ['day', 'orders', 'sales_naira'],
        (await salesByDay(sql, r)).map((x) => [x.day, x.orders, naira(x.kobo)]),
      );
    case 'sales-by-product':
      return toCsv(
        ['name', 'kind', 'quantity', 'sales_naira'],
        (await salesByProduct(sql, r)).map((x) => [x.name, x.kind, x.quantity, naira(x.kobo)]),
      );
    case 'orders-by-method':
      return toCsv(
        ['method', 'orders', 'sales_naira'],
        (await ordersByMethod(sql, r)).map((x) => [x.method, x.orders, naira(x.kobo)]),
      );
    case 'topups-by-channel':
      return toCsv(
        ['method', 'provider', 'topups', 'amount_naira'],
        (await topUpsByChannel(sql, r)).map((x) => [x.method, x.provider, x.topups, naira(x.kobo)]),
      );
    case 'expired-by-product':
      return toCsv(
        ['name', 'items', 'value_naira'],
        (await expiredInPantries(sql, r)).map((x) => [x.name, x.items, naira(x.kobo)]),
      );
    case 'subscriptions-by-tier':
      return toCsv(
        ['tier', 'members'],
        (await activeSubscriptions(sql)).map((x) => [x.tier, x.members]),
      );
  }
}
