import { pantryLinesOfOrder } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { addPurchasedLots, type AddedLot } from '../pantry';
import { sellOrderStock } from '../stock';
import { toOrderLine } from './order-mappers';
import { findOrderLines, type OrderRow } from './orders-repository';

/**
 * Puts a paid order's food in the buyer's pantry (bundles expanded, expiry by the buyer's tier),
 * with `purchase` journal rows carrying the order id. Runs inside the transaction that marked the
 * order paid, so the order is paid exactly when the food is there.
 */
export async function fillPantry(
  tx: TransactionSql,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  actorId: string | null,
): Promise<AddedLot[]> {
  const lines = ((await findOrderLines(tx, [order.id])).get(order.id) ?? []).map(toOrderLine);
  const food = pantryLinesOfOrder(lines);
  // Its reservation becomes food held for this pantry (docs/decisions/0056-warehouse-stock.md).
  await sellOrderStock(tx, order.id, food);
  return addPurchasedLots(tx, { ownerId: order.user_id, orderId: order.id, actorId, lines: food });
}
