import type { StockLevel } from '@faza/shared';
import { toMilli } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** Every product's stock, in catalogue order, as the console and the API show it. */
export async function listStockLevels(db: Queryable, productId?: string): Promise<StockLevel[]> {
  const rows = await db<
    {
      product_id: string;
      name: string;
      on_hand: string;
      held: string;
      reserved: string;
      free: string;
      reorder_level: string;
    }[]
  >`
    select p.id as product_id, p.name,
           coalesce(s.on_hand, 0)::text as on_hand, coalesce(s.held, 0)::text as held,
           coalesce(s.reserved, 0)::text as reserved,
           coalesce(s.on_hand - s.held - s.reserved, 0)::text as free,
           coalesce(s.reorder_level, 0)::text as reorder_level
    from products p left join stock_levels s on s.product_id = p.id
    where ${productId ?? null}::text is null or p.id = ${productId ?? null}
    order by p.position, p.id`;
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    onHand: Number(r.on_hand),
    free: Number(r.free),
    heldForPantries: Number(r.held),
    reserved: Number(r.reserved),
    reorderLevel: Number(r.reorder_level),
    low: toMilli(r.free) <= toMilli(r.reorder_level),
  }));
}

/** Free stock per product, for the shop's availability. */
export async function freeStockByProduct(db: Queryable): Promise<Map<string, number>> {
  const rows = await db<{ product_id: string; free: string }[]>`
    select product_id, (on_hand - held - reserved)::text as free from stock_levels`;
  return new Map(rows.map((r) => [r.product_id, Number(r.free)]));
}
