import { bundleAvailability, productAvailability, type Bundle, type ShopItem } from '@faza/shared';
import type { ProductRow } from './catalogue-repository';

/**
 * The shop's and bundles' availability from free stock (docs/decisions/0056-warehouse-stock.md):
 * an item counted in its smallest tier, a bundle in whole bundles its scarcest line allows. A
 * product with no stock row has none free.
 */
export function withAvailability(
  products: readonly ProductRow[],
  items: readonly ShopItem[],
  bundles: readonly Bundle[],
  free: ReadonlyMap<string, number>,
): { items: ShopItem[]; bundles: Bundle[] } {
  const tiers = new Map(products.map((p) => [p.id, p.tiers]));
  const multiplierOf = (productId: string, label: string) =>
    Number(tiers.get(productId)?.find((t) => t.label === label)?.multiplier ?? 0);
  return {
    items: items.map((item) => ({
      ...item,
      availability: productAvailability(
        free.get(item.id) ?? 0,
        Math.min(...item.tiers.map((t) => t.multiplier)),
      ),
    })),
    bundles: bundles.map((bundle) => ({
      ...bundle,
      availability: bundle.items.some((i) => multiplierOf(i.productId, i.unit) === 0)
        ? { status: 'out_of_stock' as const }
        : bundleAvailability(
            bundle.items.map((i) => ({
              freeBaseUnits: free.get(i.productId) ?? 0,
              baseUnitsPerBundle: i.quantity * multiplierOf(i.productId, i.unit),
            })),
          ),
    })),
  };
}
