import { pantryLinesOfOrder } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { addGroupShares, addPurchasedLots, type AddedLot } from '../pantry';
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

/** How a group's bulk unit is divided: each member's shares of the share's quantity type. */
export type GroupSplit = {
  productId: string;
  quantityType: string;
  unitPriceKobo: number;
  members: readonly { ownerId: string; shares: number }[];
};

/**
 * A group buy's order is paid: its one bulk unit leaves free stock into what is held for pantries
 * (refused like a checkout when it is not there), and each member's shares become a lot in their
 * own pantry with the bulk lot's expiry (docs/decisions/0064-group-buys.md).
 */
export async function fillGroupPantries(
  tx: TransactionSql,
  orderId: string,
  groupBuyId: string,
  split: GroupSplit,
): Promise<AddedLot[]> {
  const lines = ((await findOrderLines(tx, [orderId])).get(orderId) ?? []).map(toOrderLine);
  await sellOrderStock(tx, orderId, pantryLinesOfOrder(lines));
  return addGroupShares(tx, {
    orderId,
    groupBuyId,
    productId: split.productId,
    quantityType: split.quantityType,
    unitPriceKobo: split.unitPriceKobo,
    members: split.members,
  });
}
