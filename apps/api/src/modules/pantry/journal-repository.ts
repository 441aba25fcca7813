import type { PantryJournalKind } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

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
  cookingId?: string | null;
  /** A group buy's share (docs/decisions/0064-group-buys.md). */
  groupBuyId?: string | null;
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
        cooking_id: e.cookingId ?? null,
        group_buy_id: e.groupBuyId ?? null,
      })),
    )}`;
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
  group_buy_id: string | null;
  group_buy_tier: string | null;
  name: string;
  image_url: string;
  quantity_type: string;
  counterparty_name: string | null;
  counterparty_first_name: string | null;
  counterparty_last_name: string | null;
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
           j.transfer_id, j.order_id, j.delivery_id, j.group_buy_id,
           g.tier_label as group_buy_tier, p.name, p.image_url, l.quantity_type,
           c.display_name as counterparty_name, c.first_name as counterparty_first_name,
           c.last_name as counterparty_last_name
    from pantry_journal j
    join pantry_lots l on l.id = j.lot_id
    join products p on p.id = l.product_id
    left join users c on c.id = j.counterparty_id
    left join group_buys g on g.id = j.group_buy_id
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
