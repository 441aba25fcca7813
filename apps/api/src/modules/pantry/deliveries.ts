import { isExpired, PANTRY_MESSAGES } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { insertJournal } from './journal-repository';
import { lockLots, lockLotsById } from './lot-locks';
import { changeLotQuantities } from './lots-repository';

export type DeliveryTake = { lotId: string; quantity: number };
export type DeliveredLot = { lotId: string; quantity: number; remaining: number };

/**
 * For deliveries (docs/architecture.md §3, pantry consume): takes food out of the owner's lots into a
 * delivery, in the caller's transaction. Lots are locked in the pantry's lock order (no deadlocks
 * with sends);
 * an unknown or foreign lot → 404, an expired one or a quantity above what it holds → 422, and
 * nothing is written. Journal kind `delivery` with the delivery id.
 */
export async function takeForDelivery(
  tx: Queryable,
  input: { ownerId: string; deliveryId: string; actorId: string | null; items: DeliveryTake[] },
): Promise<DeliveredLot[]> {
  const wanted = new Map<string, number>();
  for (const item of input.items)
    wanted.set(item.lotId, (wanted.get(item.lotId) ?? 0) + item.quantity);
  const locked = await lockLotsById(tx, input.ownerId, [...wanted.keys()]);
  for (const [lotId, quantity] of wanted) {
    const lot = locked.find((l) => l.id === lotId);
    if (!lot || lot.quantity === 0) throw refuse('NOT_IN_PANTRY');
    if (isExpired(lot.expires_at, lot.now)) throw refuse('FOOD_EXPIRED');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > lot.quantity)
      throw refuse('QUANTITY_OUT_OF_RANGE', { message: PANTRY_MESSAGES.sendRange(lot.quantity) });
  }
  const changes = [...wanted].map(([lotId, quantity]) => ({ lotId, delta: -quantity }));
  const after = await changeLotQuantities(tx, changes);
  await insertJournal(
    tx,
    changes.map((c) => ({
      lotId: c.lotId,
      ownerId: input.ownerId,
      kind: 'delivery' as const,
      quantity: c.delta,
      actorId: input.actorId,
      deliveryId: input.deliveryId,
    })),
  );
  return changes.map((c) => ({
    lotId: c.lotId,
    quantity: -c.delta,
    remaining: after.get(c.lotId)!,
  }));
}

/**
 * A cancelled delivery gives its food back to the lots it came from, with their original expiry
 * (journal kind `delivery_return`). Returns only what is still out, so calling it twice returns
 * the food once.
 */
export async function returnDelivery(
  tx: Queryable,
  input: { deliveryId: string; actorId: string | null },
): Promise<DeliveredLot[]> {
  const lots = await tx<{ lot_id: string }[]>`
    select distinct lot_id from pantry_journal where delivery_id = ${input.deliveryId}`;
  if (lots.length === 0) return [];
  // Lock first, then count what is still out: a second return running at the same time waits
  // here and then sees the first one's rows (read committed takes a new snapshot per statement).
  await lockLots(
    tx,
    lots.map((l) => l.lot_id),
  );
  const out = await tx<{ lot_id: string; owner_id: string; net: number }[]>`
    select lot_id, owner_id, sum(quantity)::int as net from pantry_journal
    where delivery_id = ${input.deliveryId}
    group by lot_id, owner_id
    having sum(quantity) < 0
    order by lot_id`;
  if (out.length === 0) return [];
  const changes = out.map((o) => ({ lotId: o.lot_id, delta: -o.net }));
  const after = await changeLotQuantities(tx, changes);
  await insertJournal(
    tx,
    out.map((o) => ({
      lotId: o.lot_id,
      ownerId: o.owner_id,
      kind: 'delivery_return' as const,
      quantity: -o.net,
      actorId: input.actorId,
      deliveryId: input.deliveryId,
    })),
  );
  return out.map((o) => ({ lotId: o.lot_id, quantity: -o.net, remaining: after.get(o.lot_id)! }));
}
