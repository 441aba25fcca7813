import {
  cheapestPurchase,
  formatAmount,
  koboToNaira,
  tierAmount,
  type BaseUnit,
  type CartSuggestion,
  type CatalogueTier,
  type PlanLot,
  type PricedTier,
  type ShoppingList,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type TierRow = {
  product_id: string;
  product_name: string;
  label: string;
  multiplier: number;
  position: number;
  price_kobo: string;
};

/** Today's catalogue: each active product's tiers with their server prices and sizes. */
export type Catalogue = Map<string, { name: string; tiers: (CatalogueTier & PricedTier)[] }>;

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const rows = await db<TierRow[]>`
    select t.product_id, p.name as product_name, t.label, t.multiplier::float8 as multiplier,
           t.position, t.price_kobo
    from product_tiers t join products p on p.id = t.product_id
    where p.active order by t.product_id, t.position`;
  const out: Catalogue = new Map();
  for (const r of rows) {
    const entry = out.get(r.product_id) ?? { name: r.product_name, tiers: [] };
    entry.tiers.push({
      label: r.label,
      multiplier: r.multiplier,
      position: r.position,
      priceKobo: Number(r.price_kobo),
      amount: { amount: 0, unit: 'g' },
    });
    out.set(r.product_id, entry);
  }
  for (const [productId, entry] of out)
    for (const tier of entry.tiers)
      tier.amount = tierAmount(productId, tier.label, entry.tiers) ?? { amount: 0, unit: 'g' };
  return out;
}

/** The owner's lots holding anything, grouped by product and measured by the catalogue. */
export async function loadPantryLots(
  db: Queryable,
  ownerId: string,
  catalogue: Catalogue,
): Promise<{ lots: Map<string, PlanLot[]>; now: Date }> {
  const rows = await db<
    {
      id: string;
      product_id: string;
      quantity_type: string;
      quantity: number;
      expires_at: Date;
      now: Date;
    }[]
  >`
    select l.id, l.product_id, l.quantity_type, l.quantity, l.expires_at, n.now
    from (select now() as now) n
    left join pantry_lots l on l.owner_id = ${ownerId} and l.quantity > 0
    order by l.expires_at, l.id`;
  const lots = new Map<string, PlanLot[]>();
  for (const r of rows) {
    if (!r.id) continue;
    const tiers = catalogue.get(r.product_id)?.tiers ?? [];
    lots.set(r.product_id, [
      ...(lots.get(r.product_id) ?? []),
      {
        id: r.id,
        quantity: r.quantity,
        expiresAt: r.expires_at,
        unitAmount: tierAmount(r.product_id, r.quantity_type, tiers),
      },
    ]);
  }
  return { lots, now: rows[0]!.now };
}

/** The cart line that covers `missing` base units of a product at today's prices, if sold. */
export function suggestPurchase(
  catalogue: Catalogue,
  productId: string,
  missing: number,
  unit: BaseUnit,
): CartSuggestion | null {
  const product = catalogue.get(productId);
  if (!product) return null;
  const buy = cheapestPurchase(missing, unit, product.tiers);
  if (!buy) return null;
  return {
    'product-id': productId,
    name: product.name,
    'quantity-type': buy.tierLabel,
    quantity: buy.count,
    'unit-price-kobo': buy.costKobo / buy.count,
    'total-kobo': buy.costKobo,
  };
}

export const shortText = (amount: number, unit: BaseUnit): string =>
  unit === 'g' && amount >= 1000
    ? formatAmount(amount / 1000, 'kg')
    : unit === 'ml' && amount >= 1000
      ? formatAmount(amount / 1000, 'litre')
      : formatAmount(Math.ceil(amount - 1e-9), unit);

export function shoppingList(items: CartSuggestion[]): ShoppingList {
  const totalKobo = items.reduce((sum, i) => sum + i['total-kobo'], 0);
  return { items, total: koboToNaira(totalKobo), 'total-kobo': totalKobo };
}
