import {
  applyDiscounts,
  BUNDLE_QUANTITY_TYPE,
  ORDER_MESSAGES,
  type BuyRequest,
  type Order,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { bundleLineContents, catalogueForOrder } from '../catalogue';
import { rulesForBuyer } from '../discounts';
import type { NewOrderLine } from './orders-repository';

type Request = {
  items: NonNullable<BuyRequest['items']>;
  bundles: NonNullable<BuyRequest['bundles']>;
};

export type PricedOrder = {
  lines: NewOrderLine[];
  /** What the buyer pays: the lines' list prices less the discounts. */
  totalKobo: number;
  discountKobo: number;
  discounts: Order['discounts'];
};

/**
 * The one pricing function of checkout, for wallet and bank-transfer orders alike: prices an order
 * from today's catalogue, in the caller's transaction. The request carries names, tiers, bundle
 * ids and quantities only: every price comes from the database, and the Premium Plus discounts
 * from the buyer's tier and the discount table as the database reads them now
 * (docs/decisions/0038-bulk-discounts.md). Refuses an empty order, unknown items, tiers or bundles,
 * products no longer sold, and the same line twice.
 */
export async function priceOrder(
  db: Queryable,
  request: Request,
  buyerId: string,
): Promise<PricedOrder> {
  const { items, bundles } = request;
  if (items.length === 0 && bundles.length === 0) throw refuse('CART_EMPTY');

  const seen = new Set<string>();
  const keys = [
    ...items.map((i) => `item:${i.name}\u0000${i['quantity-type']}`),
    ...bundles.map((b) => `bundle:${b.id}`),
  ];
  for (const key of keys) {
    if (seen.has(key)) throw refuse('DUPLICATE_LINE');
    seen.add(key);
  }

  const catalogue = await catalogueForOrder(
    db,
    [...new Set(items.map((i) => i.name))],
    [...new Set(bundles.map((b) => b.id))],
  );
  const products = new Map(catalogue.products.map((p) => [p.name, p]));
  const bundleById = new Map(catalogue.bundles.map((b) => [b.id, b]));

  // Base units per unit of each line (the tier's multiplier); a bundle has no single size.
  const sizes: (number | null)[] = [];
  const lines: NewOrderLine[] = items.map((item, index) => {
    const product = products.get(item.name);
    const field = `items.${index}`;
    if (!product)
      throw refuse('ITEM_NOT_FOUND', { message: ORDER_MESSAGES.unknownItem(item.name), field });
    if (!product.active)
      throw refuse('ITEM_UNAVAILABLE', {
        message: ORDER_MESSAGES.itemUnavailable(product.name),
        field,
      });
    const tier = product.tiers.find((t) => t.label === item['quantity-type']);
    if (!tier)
      throw refuse('TIER_NOT_FOUND', {
        message: ORDER_MESSAGES.unknownTier(product.name, item['quantity-type']),
        field,
      });
    const unit = Number(tier.price_kobo);
    sizes.push(Number(tier.multiplier));
    return {
      kind: 'item',
      catalogue_id: product.id,
      name: product.name,
      quantity_type: tier.label,
      quantity: item.quantity,
      unit_price_kobo: unit,
      line_total_kobo: unit * item.quantity,
      discount_kobo: 0,
      image_url: product.image_url,
      contents: [],
    };
  });

  bundles.forEach((requested, index) => {
    const bundle = bundleById.get(requested.id);
    if (!bundle) throw refuse('BUNDLE_NOT_FOUND', { field: `bundles.${index}` });
    const unit = Number(bundle.selling_price_kobo);
    sizes.push(null);
    lines.push({
      kind: 'bundle',
      catalogue_id: bundle.id,
      name: bundle.name,
      quantity_type: BUNDLE_QUANTITY_TYPE,
      quantity: requested.quantity,
      unit_price_kobo: unit,
      line_total_kobo: unit * requested.quantity,
      discount_kobo: 0,
      image_url: bundle.image_url,
      contents: bundleLineContents(bundle),
    });
  });

  const { at, rules } = await rulesForBuyer(db, buyerId);
  const priced = applyDiscounts(
    lines.map((line, i) => ({ listKobo: line.line_total_kobo, baseUnits: sizes[i]! })),
    rules,
    at,
  );
  const amountOf = (id: string) =>
    id === priced.orderRuleId
      ? priced.orderDiscountKobo
      : priced.lines.reduce((sum, l) => sum + (l.lineRuleId === id ? l.lineDiscountKobo : 0), 0);
  return {
    lines: lines.map((line, i) => ({ ...line, discount_kobo: priced.lines[i]!.discountKobo })),
    totalKobo: priced.totalKobo,
    discountKobo: priced.discountKobo,
    discounts: priced.applied.map((rule) => ({
      id: rule.id,
      kind: rule.kind,
      percentBp: rule.percentBp,
      minBaseUnits: rule.minBaseUnits,
      minOrderKobo: rule.minOrderKobo,
      amountKobo: amountOf(rule.id),
    })),
  };
}
