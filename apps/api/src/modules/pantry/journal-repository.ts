import { randomUUID } from 'node:crypto';
import type { PantryJournalKind } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import type { LotTake } from '@faza/shared';

export type JournalEntry = {
  lotId: string;
  ownerId: string;
  kind: PantryJournalKind;
  /** Signed. */
  quantity: number;
  actorId: string | null;
  transferId?: string | null;
  counterpartyId?: string | null;
  orderId?: string | null;
  deliveryId?: string | null;
};

/** Appends journal rows; call in the same transaction as the lot change they record. */
export async function insertJournal(
  db: Queryable,
  entries: readonly JournalEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db`
    insert into pantry_journal ${db(
      entries.map((e) => ({
        lot_id: e.lotId,
        owner_id: e.ownerId,
        kind: e.kind,
        quantity: e.quantity,
        actor_id: e.actorId,
        transfer_id: e.transferId ?? null,
        counterparty_id: e.counterpartyId ?? null,
        order_id: e.orderId ?? null,
        delivery_id: e.deliveryId ?? null,
      })),
    )}`;
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

export type HistoryRow = {
  id: string;
  kind: PantryJournalKind;
  lot_id: string;
  quantity: number;
  created_at: Date;
  created_micros: string;
  transfer_id: string | null;
  order_id: string | null;
  delivery_id: string | null;
  name: string;
  image_url: string;
  quantity_type: string;
  counterparty_name: string | null;
};

/**
 * The owner's journal, newest first, `limit` rows older than the cursor (created_at in
 * microseconds since the epoch, then id). Keyset pagination: a page does not shift when new
 * entries arrive.
 */
export async function listHistory(
  db: Queryable,
  ownerId: string,
  page: { limit: number; before?: { micros: string; id: string } },
): Promise<HistoryRow[]> {
  const before = page.before;
  return db<HistoryRow[]>`
    select j.id, j.kind, j.lot_id, j.quantity, j.created_at,
           (extract(epoch from j.created_at) * 1000000)::bigint::text as created_micros,
           j.transfer_id, j.order_id, j.delivery_id, p.name, p.image_url, l.quantity_type,
           c.display_name as counterparty_name
    from pantry_journal j
    join pantry_lots l on l.id = j.lot_id
    join products p on p.id = l.product_id
    left join users c on c.id = j.counterparty_id
    where j.owner_id = ${ownerId}
      ${
        before
          ? db`and (j.created_at, j.id) <
                 (timestamptz 'epoch' + (${before.micros} || ' microseconds')::interval,
                  ${before.id}::uuid)`
          : db``
      }
    order by j.created_at desc, j.id desc
    limit ${page.limit}`;
}
