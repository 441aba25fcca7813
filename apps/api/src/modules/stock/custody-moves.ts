import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { STOCK_MESSAGES, stockShortfalls } from '@faza/shared';
import { needsOf, type FoodLine } from './stock-lines';
import { lockLevels, recordStock } from './stock-repository';

/**
 * A delivery reached the customer: its food leaves the warehouse, out of what was held for
 * pantries. Reads the delivery's own lines, so the deliveries module makes this one call when a
 * delivery becomes delivered; until then the food is still on our shelf with the customer's name.
 */
export async function takeStockOut(tx: Queryable, deliveryId: string): Promise<void> {
  const lines = await tx<FoodLine[]>`
    select product_id as "productId", quantity_type as "quantityType", quantity
    from delivery_lines where delivery_id = ${deliveryId}`;
  const { needs } = await needsOf(tx, lines);
  await lockLevels(
    tx,
    needs.map((n) => n.productId),
  );
  await recordStock(
    tx,
    needs.map((n) => ({
      productId: n.productId,
      kind: 'deliver' as const,
      onHand: -n.baseUnits,
      held: -n.baseUnits,
      deliveryId,
    })),
  );
}

/**
 * Food put into a pantry without an order (staff adding by hand, the demo seed) comes out of free
 * stock into what is held for pantries, refused when there is not that much free.
 */
export async function holdForPantry(
  tx: Queryable,
  lines: readonly FoodLine[],
  actorId: string | null,
  reason: string,
): Promise<void> {
  const needs = await needsOf(tx, lines);
  const levels = await lockLevels(
    tx,
    needs.needs.map((n) => n.productId),
  );
  const free = new Map([...levels.values()].map((l) => [l.product_id, Number(l.free)]));
  if (stockShortfalls(needs.needs, free).length > 0)
    throw refuse('STOCK_NOT_FREE', { message: STOCK_MESSAGES.notEnoughFree });
  await recordStock(
    tx,
    needs.needs.map((n) => ({
      productId: n.productId,
      kind: 'sell' as const,
      held: n.baseUnits,
      actorId,
      reason,
    })),
  );
}
