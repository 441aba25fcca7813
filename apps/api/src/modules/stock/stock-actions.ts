import {
  STOCK_MESSAGES,
  toMilli,
  type StockAdjustmentRequest,
  type StockLevel,
  type StockReceiptRequest,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction, type Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { listStockLevels } from './stock-levels';
import { lockLevels, recordStock } from './stock-repository';

// The staff's stock actions (docs/decisions/0056-warehouse-stock.md): each one transaction, one
// journal row, one audit entry with the figures before and after.

async function lockOne(tx: Queryable, productId: string): Promise<StockLevel> {
  const levels = await lockLevels(tx, [productId]);
  if (!levels.has(productId))
    throw refuse('PRODUCT_NOT_FOUND', { message: STOCK_MESSAGES.productNotFound });
  return (await listStockLevels(tx, productId))[0]!;
}

/** A goods-received note: one supplier delivery of one product into free stock. */
export const receiveStock = (sql: Sql, body: StockReceiptRequest, staffId: string) =>
  withTransaction(sql, async (tx) => {
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
  });

/**
 * A signed correction of stock on hand with the reason (a count's difference, damage found, a
 * write-off): it can only take away stock that is free, never food held for a pantry or an order.
 */
export const adjustStock = (
  sql: Sql,
  body: StockAdjustmentRequest & { kind?: 'adjust' | 'count' | 'write_off' },
  staffId: string,
) =>
  withTransaction(sql, async (tx) => {
    const before = await lockOne(tx, body.productId);
    if (toMilli(body.baseUnits) < 0 && toMilli(-body.baseUnits) > toMilli(before.free))
      throw refuse('STOCK_NOT_FREE');
    await recordStock(tx, [
      {
        productId: body.productId,
        kind: body.kind ?? 'adjust',
        onHand: body.baseUnits,
        reason: body.reason,
        actorId: staffId,
      },
    ]);
    return audited(tx, `stock.${body.kind ?? 'adjust'}`, staffId, before, body);
  });

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
