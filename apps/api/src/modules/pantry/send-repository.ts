import { randomUUID } from 'node:crypto';
import type { LotTake } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { LOCK_BATCH, type LockedLot } from './lot-locks';
import type { ProductRef } from './lots-repository';

// The SQL of a food send (send-food.ts runs it): opening the send, then moving the food. Each is
// one statement, so a send holds its lot locks for as few round trips as possible
// (docs/decisions/0020-sends-in-few-round-trips.md).

export type OpenedSend = {
  recipient: {
    id: string;
    display_name: string;
    first_name: string | null;
    last_name: string | null;
    faza: string;
  } | null;
  product: ProductRef | null;
  /** The first lots of the food, locked in the pantry's lock order (see LOCK_BATCH). */
  lots: LockedLot[];
  /** The database's clock: expiry is judged by one clock for every API instance. */
  now: Date;
};

/**
 * The start of a send, in one round trip: the recipient of the FAZA number, the food by its
 * name, and the sender's first unexpired lots of it locked in first-expired-first-out order — or
 * only the chosen lot, expired or not, when a lot id is given. Locking before the refusals are
 * decided costs nothing: a refused send rolls back.
 */
export async function openSend(db: Queryable, send: OpenSendInput): Promise<OpenedSend> {
  return toOpenedSend(await openSendStatement(db, send));
}

type OpenSendInput = {
  senderId: string;
  faza: string;
  foodName: string;
  quantityType: string;
  lotId?: string | undefined;
};

export type OpenedRow = Omit<OpenedSend, 'lots'> & {
  lots: { id: string; quantity: number; expires_at: string }[];
};

/**
 * openSend's statement, not yet awaited: the send route hands it to `idempotent`, which sends it
 * in the same write as the key's claim (docs/decisions/0020-sends-in-few-round-trips.md). Read
 * its rows with toOpenedSend.
 */
export function openSendStatement(db: Queryable, send: OpenSendInput) {
  const name = send.foodName.trim();
  return db<OpenedRow[]>`
    select
      (select json_build_object('id', id, 'display_name', display_name, 'first_name', first_name,
                                'last_name', last_name, 'faza', faza)
       -- Only a verified phone receives: the FAZA number is made from it (docs/decisions/0027).
       from users where faza = ${send.faza} and phone_verified_at is not null) as recipient,
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

/**
 * One send, in one statement: takes from the sender's (already locked) lots and gives the
 * recipient the same food with the same expiry, unit price and storage duration, writing both
 * journal rows of each lot under one transfer id. Food joins the recipient's identical lot when
 * one is free to lock at once (`skip locked`, so a send never waits on the recipient's lots and
 * cannot deadlock against the recipient's own sends); otherwise it becomes a new lot. Answers what
 * each sender lot still holds and what the sender holds of this food in all.
 */
export async function transferTakes(
  db: Queryable,
  t: { senderId: string; recipientId: string; takes: readonly LotTake[] },
): Promise<{
  transferId: string;
  senderHolds: number;
  lots: { lotId: string; sent: number; remaining: number }[];
}> {
  const transferId = randomUUID();
  const newIds = t.takes.map(() => randomUUID());
  const rows = await db<{ id: string; quantity: number; sent: number; holds: number }[]>`
    with takes as materialized (
      select t.lot_id, t.qty, t.new_id, s.product_id, s.quantity_type, target.id as target_id
      from unnest(${t.takes.map((x) => x.lotId)}::uuid[],
                  ${t.takes.map((x) => x.quantity)}::int[],
                  ${newIds}::uuid[]) as t(lot_id, qty, new_id)
      join pantry_lots s on s.id = t.lot_id and s.owner_id = ${t.senderId}
      left join lateral (
        select r.id from pantry_lots r
        where r.owner_id = ${t.recipientId} and r.product_id = s.product_id
          and r.quantity_type = s.quantity_type and r.expires_at = s.expires_at
          and r.unit_price_kobo = s.unit_price_kobo
          and r.storage_duration_days = s.storage_duration_days and r.quantity > 0
        order by r.id
        limit 1
        for update skip locked
      ) target on true
    ), taken as (
      update pantry_lots l set quantity = l.quantity - t.qty, updated_at = now()
      from takes t
      where l.id = t.lot_id
      returning l.id, l.quantity, l.product_id, l.quantity_type, l.unit_price_kobo, l.expires_at,
                l.storage_duration_days, t.qty, t.new_id, t.target_id
    ), received as (
      insert into pantry_lots (id, owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                               added_at, expires_at, storage_duration_days, source, source_lot_id)
      select new_id, ${t.recipientId}, product_id, quantity_type, qty, unit_price_kobo, now(),
             expires_at, storage_duration_days, 'transfer', id
      from taken where target_id is null
      returning id
    ), merged as (
      update pantry_lots r set quantity = r.quantity + m.qty, updated_at = now()
      from (select target_id, sum(qty)::int as qty from takes
            where target_id is not null group by target_id) m
      where r.id = m.target_id
      returning r.id
    ), journal as (
      insert into pantry_journal (lot_id, owner_id, kind, quantity, transfer_id, counterparty_id,
                                  actor_id)
      select id, ${t.senderId}::uuid, 'transfer_out', -qty, ${transferId}::uuid,
             ${t.recipientId}::uuid, ${t.senderId}::uuid
      from taken
      union all
      select coalesce(target_id, new_id), ${t.recipientId}::uuid, 'transfer_in', qty,
             ${transferId}::uuid, ${t.senderId}::uuid, ${t.senderId}::uuid
      from taken
    )
    select taken.id, taken.quantity, taken.qty as sent,
           -- The statement's snapshot is from before its own updates: subtract what it sent.
           (select coalesce(sum(h.quantity), 0) from pantry_lots h
            where h.owner_id = ${t.senderId} and h.product_id = taken.product_id
              and h.quantity_type = taken.quantity_type)::int
             - (select sum(qty) from takes)::int as holds
    from taken order by taken.id`;
  if (rows.length !== t.takes.length) throw new Error('a locked lot was not updated');
  return {
    transferId,
    senderHolds: rows[0]!.holds,
    lots: rows.map((r) => ({ lotId: r.id, sent: r.sent, remaining: r.quantity })),
  };
}
