import {
  STOCK_MESSAGES,
  toMilli,
  type StockAdjustmentRequest,
  type StockCountRequest,
  type StockLevel,
  type StockReceiptRequest,
  type StockReorderLevelRequest,
  type StockWriteOffRequest,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { listStockLevels } from './stock-levels';
import { lockLevels, recordStock } from './stock-repository';

// The staff's stock actions (docs/decisions/0056-warehouse-stock.md): each runs in the route's
// idempotent transaction and writes one journal row and one audit entry with the figures before
// and after, under the product's stock row lock (so a checkout of the same food waits or goes first).

async function lockOne(tx: Queryable, productId: string): Promise<StockLevel> {
  const levels = await lockLevels(tx, [productId]);
  if (!levels.has(productId))
    throw refuse('PRODUCT_NOT_FOUND', { message: STOCK_MESSAGES.productNotFound });
  return (await listStockLevels(tx, productId))[0]!;
}

/** A goods-received note: one supplier delivery of one product into free stock. */
export async function receiveStock(tx: Queryable, body: StockReceiptRequest, staffId: string) {
  const before = await lockOne(tx, body.productId);
  await recordStock(tx, [
    {
      productId: body.productId,
      kind: 'receive',
      onHand: body.baseUnits,
      supplier: body.supplier,
      unitCostKobo: body.unitCostKobo,
      bestBefore: body.bestBefore,
      batch: body.batch ?? null,
      actorId: staffId,
    },
  ]);
  return audited(tx, 'stock.receive', staffId, before, body);
}

/**
 * A signed correction of stock on hand with the reason (a count's difference, damage found, a
 * write-off): it can only take away stock that is free, never food held for a pantry or an order.
 */
export const adjustStock = (tx: Queryable, body: StockAdjustmentRequest, staffId: string) =>
  correct(tx, 'adjust', body, staffId);

/** Free stock spoiled, damaged or lost: never food held for a pantry or an unpaid order. */
export const writeOffStock = (tx: Queryable, body: StockWriteOffRequest, staffId: string) =>
  correct(tx, 'write_off', { ...body, baseUnits: -body.baseUnits }, staffId);

/**
 * A stock count: staff give what is on the shelf; the difference from on hand is booked as a
 * `count` entry. A count below what pantries and unpaid orders hold is refused rather than making
 * free stock negative: that food is owed, so the count (or the store) needs looking at first. A
 * count that matches is audited with no journal row (the journal records changes only).
 */
export async function countStock(tx: Queryable, body: StockCountRequest, staffId: string) {
  const before = await lockOne(tx, body.productId);
  const committed = toMilli(before.heldForPantries) + toMilli(before.reserved);
  if (toMilli(body.countedBaseUnits) < committed) throw refuse('STOCK_COUNT_BELOW_COMMITTED');
  const difference = (toMilli(body.countedBaseUnits) - toMilli(before.onHand)) / 1000;
  if (difference !== 0)
    await recordStock(tx, [
      {
        productId: body.productId,
        kind: 'count',
        onHand: difference,
        reason: body.reason,
        actorId: staffId,
      },
    ]);
  return audited(tx, 'stock.count', staffId, before, { ...body, difference });
}

/** The reorder level: free stock at or below it shows as low in the console and `/metrics`. */
export async function setReorderLevel(
  tx: Queryable,
  productId: string,
  body: StockReorderLevelRequest,
  staffId: string,
) {
  const before = await lockOne(tx, productId);
  await tx`update stock_levels set reorder_level = ${body.reorderLevel}, updated_at = now()
           where product_id = ${productId}`;
  const [after] = await listStockLevels(tx, productId);
  await recordAudit(tx, {
    actorId: staffId,
    action: 'stock.reorder_level',
    subjectType: 'product',
    subjectId: productId,
    before: { reorderLevel: before.reorderLevel },
    after: { reorderLevel: after!.reorderLevel },
  });
  return after!;
}

async function correct(
  tx: Queryable,
  kind: 'adjust' | 'write_off',
  body: StockAdjustmentRequest,
  staffId: string,
) {
  const before = await lockOne(tx, body.productId);
  if (toMilli(body.baseUnits) < 0 && toMilli(-body.baseUnits) > toMilli(before.free))
    throw refuse('STOCK_NOT_FREE');
  await recordStock(tx, [
    {
      productId: body.productId,
      kind,
      onHand: body.baseUnits,
      reason: body.reason,
      actorId: staffId,
    },
  ]);
  return audited(tx, `stock.${kind}`, staffId, before, body);
}

async function audited(
  tx: Queryable,
  action: string,
  staffId: string,
  before: StockLevel,
  change: object,
): Promise<StockLevel> {
  const [after] = await listStockLevels(tx, before.productId);
  await recordAudit(tx, {
    actorId: staffId,
    action,
    subjectType: 'product',
    subjectId: before.productId,
    before: { onHand: before.onHand, free: before.free },
    after: { ...change, onHand: after!.onHand, free: after!.free },
  });
  return after!;
}

/** Stock per product for the console and `GET /api/admin/stock`. */
export const stockOverview = async (sql: Sql) => ({ products: await listStockLevels(sql) });
