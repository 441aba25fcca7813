import { randomUUID } from 'node:crypto';
import type { SubscriptionTier } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** A lot with what the spec's pantry item shows of its product. */
export type LotRow = {
  id: string;
  owner_id: string;
  product_id: string;
  quantity_type: string;
  quantity: number;
  unit_price_kobo: number;
  added_at: Date;
  expires_at: Date;
  storage_duration_days: number;
  updated_at: Date;
  name: string;
  image_url: string;
  category: string;
  /** How the lot entered this pantry, and the order that bought it (purchases only). */
  source: 'purchase' | 'transfer' | 'adjust';
  order_id: string | null;
};

const LOT_COLUMNS = (db: Queryable) => db`
  l.id, l.owner_id, l.product_id, l.quantity_type, l.quantity, l.unit_price_kobo, l.added_at,
  l.expires_at, l.storage_duration_days, l.updated_at, p.name, p.image_url, p.category,
  l.source, l.order_id`;

/** The owner's lots that hold food, soonest expiry first (docs/product-spec.md §2 pantry). */
export async function listOwnerLots(db: Queryable, ownerId: string): Promise<LotRow[]> {
  return db<LotRow[]>`
    select ${LOT_COLUMNS(db)}
    from pantry_lots l join products p on p.id = l.product_id
    where l.owner_id = ${ownerId} and l.quantity > 0
    order by l.expires_at, l.id`;
}

export async function findLot(db: Queryable, lotId: string): Promise<LotRow | null> {
  const [row] = await db<LotRow[]>`
    select ${LOT_COLUMNS(db)}
    from pantry_lots l join products p on p.id = l.product_id
    where l.id = ${lotId}`;
  return row ?? null;
}

export type ProductRef = { id: string; name: string; storage_life_days: number };

/** A product by its exact name, ignoring case and surrounding spaces (what `food-name` carries). */
export async function findProductByName(db: Queryable, name: string): Promise<ProductRef | null> {
  const [row] = await db<ProductRef[]>`
    select id, name, storage_life_days from products where lower(name) = lower(${name.trim()})`;
  return row ?? null;
}

export async function findProducts(
  db: Queryable,
  refs: { ids: string[]; names: string[] },
): Promise<ProductRef[]> {
  return db<ProductRef[]>`
    select id, name, storage_life_days from products
    where id = any(${refs.ids}::text[])
       or lower(name) = any(${refs.names.map((n) => n.trim().toLowerCase())}::text[])`;
}

/** The catalogue price of one quantity type of a product, or null when it is not sold so. */
export async function findTierPrice(
  db: Queryable,
  productId: string,
  label: string,
): Promise<number | null> {
  const [row] = await db<{ price_kobo: number }[]>`
    select price_kobo from product_tiers where product_id = ${productId} and label = ${label}`;
  return row?.price_kobo ?? null;
}

export type OwnerRef = {
  id: string;
  display_name: string;
  faza: string;
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
};

export async function findOwnerByFaza(db: Queryable, faza: string): Promise<OwnerRef | null> {
  const [row] = await db<OwnerRef[]>`
    select id, display_name, faza, subscription_tier, subscription_ends_at
    from users where faza = ${faza}`;
  return row ?? null;
}

export async function findOwnerById(db: Queryable, id: string): Promise<OwnerRef | null> {
  const [row] = await db<OwnerRef[]>`
    select id, display_name, faza, subscription_tier, subscription_ends_at
    from users where id = ${id}`;
  return row ?? null;
}

export type NewLot = {
  ownerId: string;
  productId: string;
  quantityType: string;
  quantity: number;
  unitPriceKobo: number;
  addedAt: Date;
  expiresAt: Date;
  storageDays: number;
  source: 'purchase' | 'adjust';
  orderId?: string | null;
};

/** Inserts lots that enter a pantry from outside (a purchase, staff, the demo seed). */
export async function insertLots(db: Queryable, lots: readonly NewLot[]): Promise<string[]> {
  if (lots.length === 0) return [];
  // Ids made here, so they match the input's order whatever order the database returns rows in.
  const ids = lots.map(() => randomUUID());
  await db`
    insert into pantry_lots ${db(
      lots.map((l, i) => ({
        id: ids[i]!,
        owner_id: l.ownerId,
        product_id: l.productId,
        quantity_type: l.quantityType,
        quantity: l.quantity,
        unit_price_kobo: l.unitPriceKobo,
        added_at: l.addedAt,
        expires_at: l.expiresAt,
        storage_duration_days: l.storageDays,
        source: l.source,
        order_id: l.orderId ?? null,
      })),
    )}`;
  return ids;
}

/** Adds a signed amount to lots (the CHECK refuses going below zero); returns the new amounts. */
export async function changeLotQuantities(
  db: Queryable,
  changes: readonly { lotId: string; delta: number }[],
): Promise<Map<string, number>> {
  const rows = await db<{ id: string; quantity: number }[]>`
    update pantry_lots l set quantity = l.quantity + c.delta, updated_at = now()
    from unnest(${changes.map((c) => c.lotId)}::uuid[], ${changes.map((c) => c.delta)}::int[])
         as c(lot_id, delta)
    where l.id = c.lot_id
    returning l.id, l.quantity`;
  return new Map(rows.map((r) => [r.id, r.quantity]));
}
