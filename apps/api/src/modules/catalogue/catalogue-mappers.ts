import {
  koboToNaira as toNaira,
  marginPercent,
  type Bundle,
  type Category,
  type ShopItem,
} from '@faza/shared';
import type { BundleRow, ProductRow } from './catalogue-repository';

export function toShopItem(row: ProductRow): ShopItem {
  const tiers = row.tiers.map((t) => ({
    type: t.label,
    priceKobo: Number(t.price_kobo),
    multiplier: Number(t.multiplier),
  }));
  return {
    id: row.id,
    name: row.name,
    category: row.category as Category,
    price: toNaira(tiers[0]?.priceKobo ?? 0),
    'image-url': row.image_url,
    'food-quantity-type': tiers.map((t) => t.type),
    'quantity-type-prices': tiers.map((t) => toNaira(t.priceKobo)),
    tiers,
    description: row.description,
    'storage-life': row.storage_life_days,
    'nutritional-info': row.nutritional_info,
    'cooking-time': row.cooking_time,
  };
}

/**
 * Line prices are today's catalogue prices, so the savings we claim are what a customer really
 * saves against buying the same items one by one — and no claim at all when the bundle is not cheaper.
 */
export function toBundle(row: BundleRow): Bundle {
  const items = row.items.map((i) => {
    const unitPriceKobo = Number(i.price_kobo);
    const totalPriceKobo = unitPriceKobo * i.quantity;
    return {
      productId: i.product_id,
      name: i.name,
      quantity: i.quantity,
      unit: i.tier_label,
      unitPrice: toNaira(unitPriceKobo),
      totalPrice: toNaira(totalPriceKobo),
      unitPriceKobo,
      totalPriceKobo,
      image: i.image_url,
    };
  });
  const singlesTotalKobo = items.reduce((sum, i) => sum + i.totalPriceKobo, 0);
  const savingsKobo =
    singlesTotalKobo > row.selling_price_kobo ? singlesTotalKobo - row.selling_price_kobo : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sellingPrice: toNaira(row.selling_price_kobo),
    sellingPriceKobo: row.selling_price_kobo,
    singlesTotalKobo,
    savings: savingsKobo === null ? null : toNaira(savingsKobo),
    savingsKobo,
    itemCount: items.length,
    items,
    image: row.image_url,
    popular: row.popular,
  };
}

/** Staff see what a bundle costs us and the margin (docs/architecture.md §3); customers never do. */
export function withStaffFigures(bundle: Bundle, row: BundleRow): Bundle {
  return {
    ...bundle,
    costPrice: toNaira(row.cost_price_kobo),
    costPriceKobo: row.cost_price_kobo,
    marginPercent: marginPercent(row.selling_price_kobo, row.cost_price_kobo),
  };
}
