import { stockNeeds, unitsLeft, type StockLine } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { findTiers, type TierRow } from './stock-repository';

/** Food by catalogue tier, as orders, pantries and deliveries name it. */
export type FoodLine = { productId: string; quantityType: string; quantity: number };

export type Needs = {
  /** Per product, base units, in lock order. */
  needs: { productId: string; baseUnits: number }[];
  /** Each product's name and the multiplier of the first line that asked for it. */
  labels: Map<string, { name: string; multiplier: string }>;
};

/**
 * Turns food lines into base units per product with the catalogue's multipliers. A label the
 * catalogue no longer has (a circle's goal priced before a tier was renamed) counts as one base
 * unit: the line is still served, and staff see the figure in the journal.
 */
export async function needsOf(db: Queryable, lines: readonly FoodLine[]): Promise<Needs> {
  const tiers = await findTiers(db, [...new Set(lines.map((l) => l.productId))]);
  const byKey = new Map<string, TierRow>(tiers.map((t) => [`${t.product_id}\u0000${t.label}`, t]));
  const names = new Map(tiers.map((t) => [t.product_id, t.name]));
  const labels = new Map<string, { name: string; multiplier: string }>();
  const stockLines: StockLine[] = lines.map((line) => {
    const multiplier = byKey.get(`${line.productId}\u0000${line.quantityType}`)?.multiplier ?? '1';
    if (!labels.has(line.productId))
      labels.set(line.productId, { name: names.get(line.productId) ?? line.productId, multiplier });
    return { productId: line.productId, multiplier, quantity: line.quantity };
  });
  return { needs: stockNeeds(stockLines), labels };
}

/** What is left of a product, in units of the tier the buyer asked for. */
export const leftFor = (labels: Needs['labels'], productId: string, free: number) =>
  unitsLeft(free, labels.get(productId)?.multiplier ?? '1');
