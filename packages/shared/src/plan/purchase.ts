import type { Amount } from './units';

/** A tier the shop sells, with what one of it holds in the product's base unit. */
export type PricedTier = { label: string; priceKobo: number; amount: Amount };

/** What to put in the cart for one missing product. */
export type Purchase = { tierLabel: string; count: number; costKobo: number };

/**
 * The cheapest way to buy at least `missing` (base units) of a product in one tier: a market
 * sells whole bags, so 300 g of rice short is one 1 kg bag. Cheapest total wins, then the
 * fewest units. Null when no tier is in that unit.
 */
export function cheapestPurchase(
  missing: number,
  unit: Amount['unit'],
  tiers: readonly PricedTier[],
): Purchase | null {
  if (missing <= 0) return null;
  let best: Purchase | null = null;
  for (const tier of tiers) {
    if (tier.amount.unit !== unit || tier.amount.amount <= 0) continue;
    const count = Math.ceil(missing / tier.amount.amount - 1e-9);
    const costKobo = count * tier.priceKobo;
    if (!best || costKobo < best.costKobo || (costKobo === best.costKobo && count < best.count))
      best = { tierLabel: tier.label, count, costKobo };
  }
  return best;
}

/**
 * The cheapest mix of tiers that covers at least `missing` base units: a shopping list may buy a
 * 5 kg bag and a 1 kg bag. Exact (a covering knapsack over the tiers' common measure). Empty when
 * nothing is missing; null when no tier is in that unit.
 */
export function cheapestCover(
  missing: number,
  unit: Amount['unit'],
  tiers: readonly PricedTier[],
): Purchase[] | null {
  if (missing <= 0) return [];
  const usable = tiers.filter((t) => t.amount.unit === unit && t.amount.amount > 0);
  if (usable.length === 0) return null;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = usable.map((t) => Math.round(t.amount.amount)).reduce(gcd);
  const sizes = usable.map((t) => Math.max(1, Math.round(t.amount.amount / step)));
  const target = Math.ceil(missing / step - 1e-9);
  const cost = new Array<number>(target + 1).fill(Infinity);
  const pick = new Array<number>(target + 1).fill(-1);
  cost[0] = 0;
  for (let k = 1; k <= target; k++)
    for (const [i, size] of sizes.entries()) {
      const c = cost[Math.max(0, k - size)]! + usable[i]!.priceKobo;
      if (c < cost[k]!) {
        cost[k] = c;
        pick[k] = i;
      }
    }
  const counts = new Map<number, number>();
  for (let k = target; k > 0; k = Math.max(0, k - sizes[pick[k]!]!))
    counts.set(pick[k]!, (counts.get(pick[k]!) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([i, count]) => ({
      tierLabel: usable[i]!.label,
      count,
      costKobo: count * usable[i]!.priceKobo,
    }));
}
