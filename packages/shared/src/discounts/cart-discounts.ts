import type { CartLine } from '../cart/cart-line';
import { applyDiscounts, type DiscountedOrder, type DiscountRule } from './discount-rules';

/** What the cart needs of a shop item to know a line's size: its tiers' base units. */
export type SizedItem = { id: string; tiers: readonly { type: string; multiplier: number }[] };

/**
 * The cart under the Premium Plus rules: the same `applyDiscounts` checkout runs on the server,
 * fed from the shop's answer (a tier's base units). A line whose item is not loaded yet counts as
 * having no size, so the cart never promises a discount the server would not give.
 */
export function cartDiscounts(
  lines: readonly Pick<CartLine, 'kind' | 'productId' | 'quantityType' | 'price' | 'quantity'>[],
  items: readonly SizedItem[] | undefined,
  rules: readonly DiscountRule[],
  at: Date,
): DiscountedOrder {
  const byId = new Map((items ?? []).map((item) => [item.id, item]));
  return applyDiscounts(
    lines.map((line) => ({
      listKobo: line.price * line.quantity,
      baseUnits:
        line.kind === 'bundle'
          ? null
          : (byId.get(line.productId)?.tiers.find((t) => t.type === line.quantityType)
              ?.multiplier ?? null),
    })),
    rules,
    at,
  );
}
