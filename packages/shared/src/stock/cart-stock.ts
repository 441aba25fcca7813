import type { CartLine } from '../cart/cart-line';
import type { Bundle, ShopItem } from '../catalogue/schemas';
import { CART_STOCK_TEXTS } from './availability-note';

/** Above a cart with lines the shop can no longer fill; Checkout waits until they change. */
export const CART_STOCK_BANNER =
  'Some items are no longer available in the quantity in your cart. Change or remove them to check out.';

type StockedItem = Pick<ShopItem, 'id' | 'tiers' | 'availability'>;
type StockedBundle = Pick<Bundle, 'id' | 'availability'>;

/**
 * Which cart lines the shop's latest availability cannot fill (docs/decisions/0056-warehouse-stock.md),
 * by line id, with what to tell the customer before they pay. An item's "left" counts its smallest
 * tier, so a line of a bigger tier gets as many of its own as that makes. The server still decides
 * at checkout; this only warns early.
 */
export function cartStockWarnings(
  lines: readonly CartLine[],
  items: readonly StockedItem[] | undefined,
  bundles: readonly StockedBundle[] | undefined,
): Map<string, string> {
  const warnings = new Map<string, string>();
  const itemById = new Map((items ?? []).map((i) => [i.id, i]));
  const bundleById = new Map((bundles ?? []).map((b) => [b.id, b]));
  for (const line of lines) {
    let left: number | null = null;
    if (line.kind === 'bundle') {
      const a = bundleById.get(line.productId)?.availability;
      if (a?.status === 'out_of_stock') left = 0;
      else if (a?.status === 'low') left = a.left;
    } else {
      const item = itemById.get(line.productId);
      const a = item?.availability;
      if (item && a?.status === 'out_of_stock') left = 0;
      else if (item && a?.status === 'low') {
        const smallest = Math.min(...item.tiers.map((t) => t.multiplier));
        const size = item.tiers.find((t) => t.type === line.quantityType)?.multiplier ?? smallest;
        left = Math.floor((a.left * smallest) / size + 1e-9);
      }
    }
    if (left !== null && left < line.quantity)
      warnings.set(line.id, left === 0 ? CART_STOCK_TEXTS.out : CART_STOCK_TEXTS.only(left));
  }
  return warnings;
}
