import type { Queryable } from '../../db/transaction';
import { announceIfAvailabilityChanged } from './stock-events';

type StockKind =
  | 'receive'
  | 'reserve'
  | 'release'
  | 'sell'
  | 'deliver'
  | 'delivery_return'
  | 'write_off'
  | 'count'
  | 'adjust';

/** One stock journal row: what one event did to one product's three figures (signed). */
export type StockEntry = {
  productId: string;
  kind: StockKind;
  onHand?: number;
  held?: number;
  reserved?: number;
  orderId?: string | null;
  deliveryId?: string | null;
  batch?: string | null;
  supplier?: string | null;
  unitCostKobo?: number | null;
  bestBefore?: string | null;
  reason?: string | null;
  actorId?: string | null;
};

/** A tier's base units per unit, with its product's name (for refusals). */
export type TierRow = {
  product_id: string;
  name: string;
  label: string;
  multiplier: string;
  position: number;
};

export async function findTiers(db: Queryable, productIds: readonly string[]): Promise<TierRow[]> {
  if (productIds.length === 0) return [];
  return db<TierRow[]>`
    select t.product_id, p.name, t.label, t.multiplier::text as multiplier, t.position
    from product_tiers t join products p on p.id = t.product_id
    where t.product_id = any(${productIds as string[]})
    order by t.product_id, t.multiplier`;
}

export type LevelRow = {
  product_id: string;
  on_hand: string;
  held: string;
  reserved: string;
  free: string;
  reorder_level: string;
};

/**
 * Locks the stock rows of these products in id order (creating a zero row for a product that has
 * none yet), so concurrent checkouts of the same food queue here and each sees what the one before
 * it left (docs/decisions/0056-warehouse-stock.md).
 */
export async function lockLevels(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, LevelRow>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)].sort();
  await db`
    insert into stock_levels (product_id)
    select id from products where id = any(${ids}) order by id
    on conflict (product_id) do nothing`;
  const rows = await db<LevelRow[]>`
    select product_id, on_hand::text, held::text, reserved::text,
           (on_hand - held - reserved)::text as free, reorder_level::text
    from stock_levels where product_id = any(${ids})
    order by product_id
    for update`;
  return new Map(rows.map((r) => [r.product_id, r]));
}

/**
 * Appends journal rows and moves the cached figures by the same amounts, in the caller's
 * transaction, and tells the shop when that changed what a customer sees. The table's checks
 * refuse any result with free stock below zero.
 */
export async function recordStock(db: Queryable, entries: readonly StockEntry[]): Promise<void> {
  const rows = entries.filter(
    (e) => (e.onHand ?? 0) !== 0 || (e.held ?? 0) !== 0 || (e.reserved ?? 0) !== 0,
  );
  if (rows.length === 0) return;
  await db`
    insert into stock_journal ${db(
      rows.map((e) => ({
        product_id: e.productId,
        kind: e.kind,
        on_hand_delta: e.onHand ?? 0,
        held_delta: e.held ?? 0,
        reserved_delta: e.reserved ?? 0,
        order_id: e.orderId ?? null,
        delivery_id: e.deliveryId ?? null,
        batch: e.batch ?? null,
        supplier: e.supplier ?? null,
        unit_cost_kobo: e.unitCostKobo ?? null,
        best_before: e.bestBefore ?? null,
        reason: e.reason ?? null,
        actor_id: e.actorId ?? null,
      })),
    )}`;
  const moved = await db<{ free_before: string; free_after: string; smallest: string | null }[]>`
    update stock_levels s
    set on_hand = s.on_hand + d.on_hand, held = s.held + d.held,
        reserved = s.reserved + d.reserved, updated_at = now()
    from (
      select product_id, sum(on_hand)::numeric as on_hand, sum(held)::numeric as held,
             sum(reserved)::numeric as reserved
      from jsonb_to_recordset(${db.json(
        rows.map((e) => ({
          product_id: e.productId,
          on_hand: e.onHand ?? 0,
          held: e.held ?? 0,
          reserved: e.reserved ?? 0,
        })),
      )}) as x(product_id text, on_hand numeric, held numeric, reserved numeric)
      group by product_id
    ) d
    where s.product_id = d.product_id
    returning (s.on_hand - s.held - s.reserved)::text as free_after,
              (s.on_hand - s.held - s.reserved - (d.on_hand - d.held - d.reserved))::text
                as free_before,
              (select min(t.multiplier) from product_tiers t
                where t.product_id = s.product_id)::text as smallest`;
  await announceIfAvailabilityChanged(
    db,
    moved.map((m) => ({
      freeBefore: Number(m.free_before),
      freeAfter: Number(m.free_after),
      smallest: Number(m.smallest ?? 1),
    })),
  );
}

/** What the journal still holds reserved for one order, per product (positive amounts only). */
export async function reservedForOrder(
  db: Queryable,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db<{ product_id: string; reserved: string }[]>`
    select product_id, sum(reserved_delta)::text as reserved
    from stock_journal where order_id = ${orderId}
    group by product_id having sum(reserved_delta) > 0`;
  return new Map(rows.map((r) => [r.product_id, Number(r.reserved)]));
}
