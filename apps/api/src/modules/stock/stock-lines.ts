import { stockNeeds, tierAmount, unitsLeft, type StockLine } from '@faza/shared';
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
 * Base units per unit of a label the catalogue has no tier for: an opened rest in grams or
 * millilitres (decision 0037) or a renamed tier, converted through the plan's unit table against
 * what one base unit of the product holds; one base unit when the label says nothing.
 */
function multiplierOfLabel(productId: string, label: string, tiers: readonly TierRow[]): string {
  const catalogue = tiers.map((t) => ({
    label: t.label,
    multiplier: Number(t.multiplier),
    position: t.position,
  }));
  const base = [...catalogue].sort((a, b) => a.position - b.position)[0];
  const one = base ? tierAmount(productId, base.label, catalogue) : null;
  const own = tierAmount(productId, label, catalogue);
  if (!base || !one || !own || own.unit !== one.unit || one.amount <= 0) return '1';
  const perBaseUnit = one.amount / base.multiplier;
  return (Math.round((own.amount / perBaseUnit) * 1000) / 1000 || 0.001).toString();
}

/** Turns food lines into base units per product with the catalogue's multipliers. */
export async function needsOf(db: Queryable, lines: readonly FoodLine[]): Promise<Needs> {
  const tiers = await findTiers(db, [...new Set(lines.map((l) => l.productId))]);
  const byKey = new Map<string, TierRow>(tiers.map((t) => [`${t.product_id}\u0000${t.label}`, t]));
  const names = new Map(tiers.map((t) => [t.product_id, t.name]));
  const labels = new Map<string, { name: string; multiplier: string }>();
  const stockLines: StockLine[] = lines.map((line) => {
    const multiplier =
      byKey.get(`${line.productId}\u0000${line.quantityType}`)?.multiplier ??
      multiplierOfLabel(
        line.productId,
        line.quantityType,
        tiers.filter((t) => t.product_id === line.productId),
      );
    if (!labels.has(line.productId))
      labels.set(line.productId, { name: names.get(line.productId) ?? line.productId, multiplier });
    return { productId: line.productId, multiplier, quantity: line.quantity };
  });
  return { needs: stockNeeds(stockLines), labels };
}

/** What is left of a product, in units of the tier the buyer asked for. */
export const leftFor = (labels: Needs['labels'], productId: string, free: number) =>
  unitsLeft(free, labels.get(productId)?.multiplier ?? '1');
