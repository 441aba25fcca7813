import { BUNDLE_QUANTITY_TYPE, CIRCLE_MESSAGES, type CircleGoalRequest } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { bundleLineContents, catalogueForOrder } from '../catalogue';
import type { CircleOrderLine } from '../orders';

/** A goal priced from today's catalogue: the order lines each delivery will copy, and their total. */
export type PricedGoal = {
  bundle: { id: string; name: string } | null;
  lines: CircleOrderLine[];
  goalKobo: number;
};

/**
 * Prices a circle's goal from the catalogue as it reads now, in the caller's transaction: a bundle
 * at its selling price with its contents, or the named foods at their tier prices. No price comes
 * from the client; the circle locks what this returns (docs/decisions/0043-food-circles.md).
 */
export async function priceGoal(db: Queryable, goal: CircleGoalRequest): Promise<PricedGoal> {
  if ('bundle-id' in goal) {
    const { bundles } = await catalogueForOrder(db, [], [goal['bundle-id']]);
    const bundle = bundles[0];
    if (!bundle) throw refuse('GOAL_BUNDLE_NOT_FOUND', { field: 'goal' });
    const unit = Number(bundle.selling_price_kobo);
    return {
      bundle: { id: bundle.id, name: bundle.name },
      goalKobo: unit,
      lines: [
        {
          kind: 'bundle',
          catalogue_id: bundle.id,
          name: bundle.name,
          quantity_type: BUNDLE_QUANTITY_TYPE,
          quantity: 1,
          unit_price_kobo: unit,
          image_url: bundle.image_url,
          contents: bundleLineContents(bundle),
        },
      ],
    };
  }
  const { products } = await catalogueForOrder(db, [...new Set(goal.items.map((i) => i.name))], []);
  const byName = new Map(products.map((p) => [p.name, p]));
  const lines: CircleOrderLine[] = goal.items.map((item, index) => {
    const product = byName.get(item.name);
    const tier = product?.active
      ? product.tiers.find((t) => t.label === item['quantity-type'])
      : undefined;
    if (!product || !tier)
      throw refuse('GOAL_ITEM_NOT_FOUND', {
        message: CIRCLE_MESSAGES.itemNotFound(item.name, item['quantity-type']),
        field: `goal.items.${index}`,
      });
    return {
      kind: 'item',
      catalogue_id: product.id,
      name: product.name,
      quantity_type: tier.label,
      quantity: item.quantity,
      unit_price_kobo: Number(tier.price_kobo),
      image_url: product.image_url,
      contents: [],
    };
  });
  return {
    bundle: null,
    lines,
    goalKobo: lines.reduce((sum, l) => sum + l.unit_price_kobo * l.quantity, 0),
  };
}
