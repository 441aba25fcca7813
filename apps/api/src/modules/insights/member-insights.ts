import {
  addMonths,
  basketInflation,
  CATEGORIES,
  daysOfFoodLeft,
  foodFlows,
  lagosMonthBounds,
  lagosMonthOf,
  percentChange,
  spendByCategory,
  spoilRate,
  type Insights,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { pricePointsFor } from '../catalogue';
import {
  basketLines,
  expiredByProduct,
  journalSums,
  moneySends,
  pantryStock,
  spendInRange,
} from './member-insights-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The household's rate of use is read over this many days before now (docs/decisions/0040). */
const USE_WINDOW_DAYS = 30;

/**
 * One member's month (docs/architecture.md §3a, docs/decisions/0040): every figure from the pantry
 * journal and the ledger, read in one repeatable-read snapshot so they tie out with each other,
 * and computed by the pure functions of @faza/shared.
 */
export async function memberInsights(
  sql: Sql,
  user: { id: string; walletId: string | null },
  month: string,
  now: Date = new Date(),
): Promise<Insights> {
  const previous = addMonths(month, -1);
  const range = lagosMonthBounds(month);
  const before = lagosMonthBounds(previous);
  const useWindow = { start: new Date(now.getTime() - USE_WINDOW_DAYS * DAY_MS), end: now };
  const asOf = range.end < now ? new Date(range.end.getTime() - 1) : now;

  return withTransaction(
    sql,
    async (tx) => {
      const [sums, expired, spend, spendBefore, money, stock, used, basket] = await Promise.all([
        journalSums(tx, user.id, range),
        expiredByProduct(tx, user.id, range),
        spendInRange(tx, user.id, range),
        spendInRange(tx, user.id, before),
        moneySends(tx, user.walletId, range),
        pantryStock(tx, user.id),
        journalSums(tx, user.id, useWindow),
        basketLines(tx, user.id, before),
      ]);
      const prices = await pricePointsFor(tx, uniqueTiers(basket));

      const expiredTotal = {
        items: expired.reduce((s, e) => s + e.items, 0),
        kobo: expired.reduce((s, e) => s + e.kobo, 0),
      };
      const flows = foodFlows(sums, expiredTotal);
      const usedFlows = foodFlows(used, { items: 0, kobo: 0 }).filter(
        (f) => f.flow === 'consumed' || f.flow === 'delivered',
      );
      const byCategory = spendByCategory(spend.lines, spend.ledgerKobo);
      const byCategoryBefore = spendByCategory(spendBefore.lines, spendBefore.ledgerKobo);
      const inflation = basketInflation(basket, prices, asOf);

      return {
        month,
        previous_month: previous,
        in_progress: lagosMonthOf(now) === month,
        spend: {
          total_kobo: spend.ledgerKobo,
          previous_total_kobo: spendBefore.ledgerKobo,
          change_kobo: spend.ledgerKobo - spendBefore.ledgerKobo,
          change_percent: percentChange(spendBefore.ledgerKobo, spend.ledgerKobo),
          by_category: CATEGORIES.filter((c) => byCategory[c] > 0 || byCategoryBefore[c] > 0).map(
            (c) => ({ category: c, kobo: byCategory[c], previous_kobo: byCategoryBefore[c] }),
          ),
        },
        food: flows,
        waste: {
          expired_kobo: expiredTotal.kobo,
          expired_items: expiredTotal.items,
          spoil_rate: spoilRate(flows),
          top_expired: expired.slice(0, 3),
        },
        basket: {
          items: inflation.items,
          then_kobo: inflation.thenKobo,
          now_kobo: inflation.nowKobo,
          percent: inflation.percent,
        },
        pantry: {
          stock_kobo: stock.kobo,
          stock_items: stock.items,
          days_left: daysOfFoodLeft(stock.kobo, {
            items: usedFlows.reduce((s, f) => s + f.items, 0),
            kobo: usedFlows.reduce((s, f) => s + f.kobo, 0),
            days: USE_WINDOW_DAYS,
          }),
        },
        money,
      };
    },
    { isolation: 'repeatable read' },
  );
}

function uniqueTiers(lines: readonly { productId: string; tier: string }[]) {
  const seen = new Map<string, { productId: string; tier: string }>();
  for (const l of lines) seen.set(`${l.productId}|${l.tier}`, l);
  return [...seen.values()];
}
