import type { Category } from '../catalogue/categories';
import { CATEGORIES } from '../catalogue/categories';
import { percentChange } from './figures';

// Basket inflation and spend by category (docs/decisions/0040), pure so a hand-built month tests them.

/** Below this many different items a basket's change is shown in naira only, not as a percentage. */
export const MIN_BASKET_ITEMS = 3;

/** One purchase of last month: `quantity` units of a product tier, bought at `boughtAt`. */
export type BasketLine = { productId: string; tier: string; quantity: number; boughtAt: Date };
/** A price a tier took at `changedAt` (the catalogue's price history). */
export type PricePoint = { productId: string; tier: string; priceKobo: number; changedAt: Date };

export type BasketInflation = {
  /** Different product tiers in the basket. */
  items: number;
  /** The basket at the prices of when each item was bought. */
  thenKobo: number;
  /** The same basket at the prices in force at `asOf`. */
  nowKobo: number;
  /** Percent change; null for a basket of fewer than MIN_BASKET_ITEMS items or none priced. */
  percent: number | null;
};

const key = (productId: string, tier: string) => `${productId}|${tier}`;

/**
 * The price of a tier at `at`: the newest change at or before it. Before the first recorded
 * change, the first recorded price (the history starts with the prices of the day it was added).
 * Null for a tier with no history at all (removed from the catalogue).
 */
export function priceAt(history: readonly PricePoint[], at: Date): number | null {
  let best: PricePoint | null = null;
  let first: PricePoint | null = null;
  for (const p of history) {
    if (!first || p.changedAt < first.changedAt) first = p;
    if (p.changedAt <= at && (!best || p.changedAt >= best.changedAt)) best = p;
  }
  return (best ?? first)?.priceKobo ?? null;
}

/**
 * What last month's basket cost then, and what the same items cost at `asOf`. A line whose tier has
 * no price history is left out of both sides, so the comparison stays like for like.
 */
export function basketInflation(
  lines: readonly BasketLine[],
  prices: readonly PricePoint[],
  asOf: Date,
): BasketInflation {
  const byTier = new Map<string, PricePoint[]>();
  for (const p of prices) {
    const list = byTier.get(key(p.productId, p.tier)) ?? [];
    list.push(p);
    byTier.set(key(p.productId, p.tier), list);
  }
  let thenKobo = 0;
  let nowKobo = 0;
  const tiers = new Set<string>();
  for (const line of lines) {
    const history = byTier.get(key(line.productId, line.tier)) ?? [];
    const then = priceAt(history, line.boughtAt);
    const now = priceAt(history, asOf);
    if (then === null || now === null) continue;
    tiers.add(key(line.productId, line.tier));
    thenKobo += then * line.quantity;
    nowKobo += now * line.quantity;
  }
  const percent = tiers.size >= MIN_BASKET_ITEMS ? percentChange(thenKobo, nowKobo) : null;
  return { items: tiers.size, thenKobo, nowKobo, percent };
}

/** A paid order line: an item of one category, or a bundle of items of several. */
export type SpendLine =
  | { kind: 'item'; category: Category; totalKobo: number }
  | {
      kind: 'bundle';
      totalKobo: number;
      contents: readonly { category: Category; valueKobo: number }[];
    };

/**
 * Spend by category, tied to the ledger: each bundle's price is shared among its items'
 * categories in proportion to their single prices (largest remainder, so not a kobo is lost), and
 * whatever the ledger booked beyond the lines (`ledgerTotalKobo` − lines) counts as `others`.
 * The categories therefore always sum to exactly the ledger's total.
 */
export function spendByCategory(
  lines: readonly SpendLine[],
  ledgerTotalKobo: number,
): Record<Category, number> {
  const spend = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  let linesTotal = 0;
  for (const line of lines) {
    linesTotal += line.totalKobo;
    if (line.kind === 'item') {
      spend[line.category] += line.totalKobo;
      continue;
    }
    for (const [category, kobo] of shareOut(line.totalKobo, line.contents)) spend[category] += kobo;
  }
  spend.others += ledgerTotalKobo - linesTotal;
  return spend;
}

function shareOut(
  total: number,
  contents: readonly { category: Category; valueKobo: number }[],
): [Category, number][] {
  const weight = contents.reduce((sum, c) => sum + c.valueKobo, 0);
  if (weight <= 0) return [['others', total]];
  const exact = contents.map((c) => (total * c.valueKobo) / weight);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return contents.map((c, i) => [c.category, parts[i]!]);
}
