import type { Queryable } from '../../db/transaction';

export type LockedLot = { id: string; quantity: number; expires_at: Date };

/**
 * THE LOCK ORDER of the pantry (docs/decisions/0010-pantry-lots-journal-and-lock-order.md): every transaction locks
 * lots in ascending (expires_at, id) — first-expired-first-out order, which never changes for a
 * lot — and only ever asks for lots after the last one it holds. So two transactions never wait on
 * each other in a circle: no deadlocks between sends, deliveries and returns.
 */
export const LOCK_BATCH = 4;

type FoodOwner = { ownerId: string; productId: string; quantityType: string };

/**
 * Goes on locking the owner's unexpired lots of this food in first-expired-first-out order, a few
 * at a time after the last one already held, until they hold `quantity` or there are no more
 * (then every unexpired lot is locked and their sum is what is available).
 */
export async function lockMoreLotsFefo(
  db: Queryable,
  owner: FoodOwner,
  quantity: number,
  held: readonly LockedLot[],
): Promise<LockedLot[]> {
  const lots = [...held];
  let total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  let lastBatch = lots.length;
  while (total < quantity && lastBatch === LOCK_BATCH) {
    const last = lots.at(-1)!;
    const batch = await db<LockedLot[]>`
      select id, quantity, expires_at from pantry_lots
      where owner_id = ${owner.ownerId} and product_id = ${owner.productId}
        and quantity_type = ${owner.quantityType} and quantity > 0 and expires_at > now()
        -- After the last locked lot, compared in the database (a JS Date drops microseconds).
        and (expires_at, id) > (select expires_at, id from pantry_lots where id = ${last.id})
      order by expires_at, id
      limit ${LOCK_BATCH}
      for update`;
    lots.push(...batch);
    total += batch.reduce((sum, lot) => sum + lot.quantity, 0);
    lastBatch = batch.length;
  }
  return lots;
}

/**
 * The owner's lots of this food holding anything, expired ones included, without locks: for
 * answering a refusal (what is available, or that it all expired), never for moving food.
 */
export async function peekLots(
  db: Queryable,
  owner: { ownerId: string; productId: string; quantityType: string },
): Promise<{ lots: LockedLot[]; now: Date }> {
  const rows = await db<(LockedLot & { now: Date })[]>`
    select l.id, l.quantity, l.expires_at, n.now
    from (select now() as now) n
    left join pantry_lots l
      on l.owner_id = ${owner.ownerId} and l.product_id = ${owner.productId}
     and l.quantity_type = ${owner.quantityType} and l.quantity > 0`;
  return {
    lots: rows.filter((r) => r.id !== null).map(({ now: _now, ...lot }) => lot),
    now: rows[0]!.now,
  };
}

/** Locks the given lots of the owner, in the pantry's lock order (see lockLotsFefo). */
export async function lockLotsById(
  db: Queryable,
  ownerId: string,
  lotIds: readonly string[],
): Promise<(LockedLot & { now: Date })[]> {
  return db<(LockedLot & { now: Date })[]>`
    select id, quantity, expires_at, now() as now from pantry_lots
    where owner_id = ${ownerId} and id = any(${lotIds as string[]}::uuid[])
    order by expires_at, id
    for update`;
}

/** Locks any lots, in the pantry's lock order (see lockLotsFefo). */
export async function lockLots(db: Queryable, lotIds: readonly string[]): Promise<void> {
  await db`select id from pantry_lots where id = any(${lotIds as string[]}::uuid[])
           order by expires_at, id for update`;
}
