import {
  lagosDayOf,
  lagosDayRange,
  toCsv,
  type AdminInsights,
  type AdminInsightTable,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import {
  activeSubscriptions,
  awaitingConfirmation,
  expiredInPantries,
  salesByDayAndMethod,
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

/**
 * Every staff figure for a range. The queries run side by side on the pool (each its own
 * connection), not in one transaction: over a year they are each a range scan of their own, and
 * sales by day and by method come from the same pass so they always agree.
 */
export async function adminInsights(sql: Sql, range: StaffRange): Promise<AdminInsights> {
  const r = { start: range.start, end: range.end };
  const [sales, byProduct, waiting, topUps, expired, subscriptions] = await Promise.all([
    salesByDayAndMethod(sql, r),
    salesByProduct(sql, r),
    awaitingConfirmation(sql),
    topUpsByChannel(sql, r),
    expiredInPantries(sql, r),
    activeSubscriptions(sql),
  ]);
  return {
    from: range.from,
    to: range.to,
    ...sales,
    sales_by_product: byProduct,
    awaiting_confirmation: waiting,
    topups_by_channel: topUps,
    expired_by_product: expired,
    subscriptions_by_tier: subscriptions,
  };
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
        (await salesByDayAndMethod(sql, r)).sales_by_day.map((x) => [
          x.day,
          x.orders,
          naira(x.kobo),
        ]),
      );
    case 'sales-by-product':
      return toCsv(
        ['name', 'kind', 'quantity', 'sales_naira'],
        (await salesByProduct(sql, r)).map((x) => [x.name, x.kind, x.quantity, naira(x.kobo)]),
      );
    case 'orders-by-method':
      return toCsv(
        ['method', 'orders', 'sales_naira'],
        (await salesByDayAndMethod(sql, r)).orders_by_method.map((x) => [
          x.method,
          x.orders,
          naira(x.kobo),
        ]),
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
