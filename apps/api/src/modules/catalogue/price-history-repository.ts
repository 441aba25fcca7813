import type { PriceHistory, PricePoint } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

// The catalogue's price history (migration 029, docs/decisions/0040): written only by the
// product_tiers trigger, read by staff and by the monthly food analytics.

/**
 * Names the staff member behind the price changes the rest of the caller's transaction makes; the
 * trigger that records them reads it. Transaction-local, so it never outlives the edit.
 */
export async function setPriceChangeActor(tx: Queryable, staffId: string): Promise<void> {
  await tx`select set_config('faza.actor_id', ${staffId}, true)`;
}

/** Every recorded price, newest first, of one product or of all. */
export async function listPriceHistory(
  db: Queryable,
  opts: { productId?: string; limit?: number } = {},
): Promise<PriceHistory['entries']> {
  const rows = await db<
    {
      product_id: string;
      name: string;
      tier_label: string;
      price_kobo: string;
      changed_at: Date;
      changed_by: string | null;
    }[]
  >`
    select h.product_id, p.name, h.tier_label, h.price_kobo, h.changed_at,
           u.display_name as changed_by
    from product_price_history h
    join products p on p.id = h.product_id
    left join users u on u.id = h.changed_by
    ${opts.productId ? db`where h.product_id = ${opts.productId}` : db``}
    order by h.changed_at desc, h.id
    limit ${opts.limit ?? 1000}`;
  return rows.map((r) => ({
    ...r,
    price_kobo: Number(r.price_kobo),
    changed_at: r.changed_at.toISOString(),
  }));
}

/** The whole price history of the given product tiers, for pricing a basket at any moment. */
export async function pricePointsFor(
  db: Queryable,
  tiers: readonly { productId: string; tier: string }[],
): Promise<PricePoint[]> {
  if (tiers.length === 0) return [];
  const rows = await db<
    { product_id: string; tier_label: string; price_kobo: string; changed_at: Date }[]
  >`
    select h.product_id, h.tier_label, h.price_kobo, h.changed_at
    from unnest(${tiers.map((t) => t.productId)}::text[], ${tiers.map((t) => t.tier)}::text[])
      as t(product_id, tier_label)
    join product_price_history h
      on h.product_id = t.product_id and h.tier_label = t.tier_label`;
  return rows.map((r) => ({
    productId: r.product_id,
    tier: r.tier_label,
    priceKobo: Number(r.price_kobo),
    changedAt: r.changed_at,
  }));
}
