import type { Queryable } from '../../db/transaction';
import type { ProductRef } from './lots-repository';

export type LockedLot = { id: string; quantity: number; expires_at: Date };

/**
 * THE LOCK ORDER of the pantry (docs/decisions/0010-pantry-lots-journal-and-lock-order.md): every transaction locks
 * lots in ascending (expires_at, id) — first-expired-first-out order, which never changes for a
 * lot — and only ever asks for lots after the last one it holds. So two transactions never wait on
 * each other in a circle: no deadlocks between sends, deliveries and returns.
 */
const LOCK_BATCH = 4;

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

export type OpenedSend = {
  recipient: { id: string; display_name: string; faza: string } | null;
  product: ProductRef | null;
  /** The first lots of the food, locked in the pantry's lock order (see LOCK_BATCH). */
  lots: LockedLot[];
  /** The database's clock: expiry is judged by one clock for every API instance. */
  now: Date;
};

type OpenedRow = Omit<OpenedSend, 'lots'> & {
  lots: { id: string; quantity: number; expires_at: string }[];
};

/**
 * The start of a send, in one round trip: the recipient of the FAZA number, the food by its
 * name, and the sender's first unexpired lots of it locked in first-expired-first-out order — or
 * only the chosen lot, expired or not, when a lot id is given. Locking before the refusals are
 * decided costs nothing: a refused send rolls back.
 */
export async function openSend(
  db: Queryable,
  send: { senderId: string; faza: string; foodName: string; quantityType: string; lotId?: string },
): Promise<OpenedSend> {
  return toOpenedSend(await openSendStatement(db, send));
}

/**
 * openSend's statement, not yet awaited: the send route hands it to `idempotent`, which sends it
 * in the same write as the key's claim (decision 0020). Read its rows with toOpenedSend.
 */
export function openSendStatement(
  db: Queryable,
  send: { senderId: string; faza: string; foodName: string; quantityType: string; lotId?: string },
) {
  const name = send.foodName.trim();
  return db<OpenedRow[]>`
    select
      (select json_build_object('id', id, 'display_name', display_name, 'faza', faza)
       from users where faza = ${send.faza}) as recipient,
      (select json_build_object('id', id, 'name', name, 'storage_life_days', storage_life_days)
       from products where lower(name) = lower(${name})) as product,
      now() as now,
      coalesce((
        select json_agg(json_build_object('id', id, 'quantity', quantity,
                                          'expires_at', expires_at) order by expires_at, id)
        from (
          select l.id, l.quantity, l.expires_at from pantry_lots l
          where l.owner_id = ${send.senderId} and l.quantity_type = ${send.quantityType}
            and l.product_id = (select id from products where lower(name) = lower(${name}))
            and l.quantity > 0
            and ${send.lotId ? db`l.id = ${send.lotId}` : db`l.expires_at > now()`}
          order by l.expires_at, l.id
          limit ${LOCK_BATCH}
          for update of l
        ) locked), '[]') as lots`;
}

export function toOpenedSend(rows: readonly OpenedRow[]): OpenedSend {
  const row = rows[0]!;
  return {
    ...row,
    lots: row.lots.map((lot) => ({ ...lot, expires_at: new Date(lot.expires_at) })),
  };
}
