import { fromMilli, STOCK_MESSAGES, stockShortfalls, toMilli } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { leftFor, needsOf, type FoodLine, type Needs } from './stock-lines';
import { lockLevels, recordStock, reservedForOrder, type LevelRow } from './stock-repository';

// An order's food and the warehouse (docs/decisions/0056-warehouse-stock.md): checkout reserves
// it from free stock in the transaction that prices the order; paying turns the reservation into
// food held for the buyer's pantry; cancelling or expiring gives it back to free stock.

function refuseShort(
  needs: Needs,
  free: ReadonlyMap<string, number>,
  short: ReturnType<typeof stockShortfalls>,
) {
  const items = short.map((s) => ({
    productId: s.productId,
    name: needs.labels.get(s.productId)?.name ?? s.productId,
    left: leftFor(needs.labels, s.productId, free.get(s.productId) ?? 0),
  }));
  return refuse('OUT_OF_STOCK', {
    message: STOCK_MESSAGES.shortfall(items),
    // The product id names the line: the cart marks it and says what is left.
    fields: Object.fromEntries(
      items.map((i) => [i.productId, i.left === 0 ? 'Out of stock' : `Only ${i.left} left`]),
    ),
  });
}

const freeOf = (levels: Map<string, LevelRow>) =>
  new Map([...levels.values()].map((l) => [l.product_id, Number(l.free)]));

/**
 * Reserves what an order needs from free stock, or refuses the whole order with 409 OUT_OF_STOCK
 * naming each short item and what is left. Runs in the checkout's transaction after the order's
 * rows are written, so a refusal rolls all of it back.
 */
export async function reserveOrderStock(
  tx: Queryable,
  orderId: string,
  lines: readonly FoodLine[],
): Promise<void> {
  const needs = await needsOf(tx, lines);
  const levels = await lockLevels(
    tx,
    needs.needs.map((n) => n.productId),
  );
  const free = freeOf(levels);
  const short = stockShortfalls(needs.needs, free);
  if (short.length > 0) throw refuseShort(needs, free, short);
  await recordStock(
    tx,
    needs.needs.map((n) => ({
      productId: n.productId,
      kind: 'reserve',
      reserved: n.baseUnits,
      orderId,
    })),
  );
}

/**
 * The order is paid: its food is now held for the buyer's pantry. What it reserved converts;
 * anything it did not reserve (a food circle's delivery, an order from before stock keeping) is
 * taken from free stock, refused like a checkout when there is not enough.
 */
export async function sellOrderStock(
  tx: Queryable,
  orderId: string,
  lines: readonly FoodLine[],
): Promise<void> {
  const needs = await needsOf(tx, lines);
  const reserved = await reservedForOrder(tx, orderId);
  const ids = [...new Set([...needs.needs.map((n) => n.productId), ...reserved.keys()])];
  const levels = await lockLevels(tx, ids);
  const fromFree = needs.needs.map((n) => ({
    productId: n.productId,
    baseUnits: fromMilli(
      Math.max(0, toMilli(n.baseUnits) - toMilli(reserved.get(n.productId) ?? 0)),
    ),
  }));
  const free = freeOf(levels);
  const short = stockShortfalls(fromFree, free);
  if (short.length > 0) throw refuseShort(needs, free, short);
  const need = new Map(needs.needs.map((n) => [n.productId, n.baseUnits]));
  await recordStock(
    tx,
    ids.map((productId) => ({
      productId,
      kind: 'sell' as const,
      held: need.get(productId) ?? 0,
      reserved: -(reserved.get(productId) ?? 0),
      orderId,
    })),
  );
}

/** A cancelled or expired order gives back whatever it still has reserved. */
export async function releaseOrderStock(tx: Queryable, orderId: string): Promise<void> {
  const reserved = await reservedForOrder(tx, orderId);
  if (reserved.size === 0) return;
  await lockLevels(tx, [...reserved.keys()]);
  await recordStock(
    tx,
    [...reserved.entries()].map(([productId, units]) => ({
      productId,
      kind: 'release' as const,
      reserved: -units,
      orderId,
    })),
  );
}
