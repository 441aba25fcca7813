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
