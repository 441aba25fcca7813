import type { OrderBundleItem } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { bundleItemsFrom, type BundleItemRow } from './catalogue-repository';

/** A product by name as checkout prices it: every tier, and whether it is still sold. */
export type PricedProduct = {
  id: string;
  name: string;
  active: boolean;
  image_url: string;
  storage_life_days: number;
  /** `multiplier`: base units (kg, litres…) in one unit of the tier, as text (numeric). */
  tiers: { label: string; price_kobo: number; multiplier: number | string }[];
};

/** An active bundle as checkout prices it: its selling price and what one bundle holds. */
export type PricedBundle = {
  id: string;
  name: string;
  selling_price_kobo: number;
  image_url: string;
  items: BundleItemRow[];
};

/** What one bundle holds, as an order line keeps it (so a delivery lands the same food). */
export const bundleLineContents = (bundle: PricedBundle): OrderBundleItem[] =>
  bundle.items.map((i) => ({
    productId: i.product_id,
    name: i.name,
    quantityType: i.tier_label,
    quantity: i.quantity,
    unitPriceKobo: Number(i.price_kobo),
    image: i.image_url,
  }));

/**
 * Today's prices for the named products (active or not, so checkout can say which one is no
 * longer sold) and the active bundles among `bundleIds`, read in the caller's transaction.
 */
export async function catalogueForOrder(
  db: Queryable,
  productNames: readonly string[],
  bundleIds: readonly string[],
): Promise<{ products: PricedProduct[]; bundles: PricedBundle[] }> {
  const products =
    productNames.length === 0
      ? []
      : await db<PricedProduct[]>`
          select p.id, p.name, p.active, p.image_url, p.storage_life_days,
                 json_agg(json_build_object('label', t.label, 'price_kobo', t.price_kobo,
                                           'multiplier', t.multiplier)
                          order by t.position) as tiers
            from products p join product_tiers t on t.product_id = p.id
           where p.name = any(${productNames as string[]})
           group by p.id`;
  const bundles =
    bundleIds.length === 0
      ? []
      : await db<PricedBundle[]>`
          ${bundleItemsFrom(db, 'b.id, b.name, b.selling_price_kobo, b.image_url')}
           where b.active and b.id = any(${bundleIds as string[]})
           group by b.id`;
  return { products, bundles };
}
