import type { AttachmentType, SupportAttachment } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type Row = {
  id: string;
  label: string;
  status: string;
  amount_kobo: string | number | null;
  created_at: Date;
};

// What a conversation can be about: one of the customer's own orders, top-ups or deliveries,
// read here for display only (their modules own every change to them).
const QUERIES: Record<
  AttachmentType,
  (db: Queryable, id: string, ownerId: string | null) => Promise<Row[]>
> = {
  order: (db, id, ownerId) => db<Row[]>`
    select id, 'Invoice ' || invoice_number as label, status, total_kobo as amount_kobo, created_at
    from orders where id = ${id} ${ownerId ? db`and user_id = ${ownerId}` : db``}`,
  top_up: (db, id, ownerId) => db<Row[]>`
    select id, 'Top-up ' || reference as label, status, amount_kobo, created_at
    from wallet_topups where id = ${id} ${ownerId ? db`and user_id = ${ownerId}` : db``}`,
  delivery: (db, id, ownerId) => db<Row[]>`
    select id, 'Delivery to ' || area || ', ' || city as label, status, null as amount_kobo,
           created_at
    from deliveries where id = ${id} ${ownerId ? db`and user_id = ${ownerId}` : db``}`,
};

/** The attachment, if it exists and (with `ownerId`) belongs to that customer. */
export async function findAttachment(
  db: Queryable,
  type: AttachmentType,
  id: string,
  ownerId: string | null,
): Promise<SupportAttachment | null> {
  const [row] = await QUERIES[type](db, id, ownerId);
  if (!row) return null;
  return {
    type,
    id: row.id,
    label: row.label,
    status: row.status,
    amount_kobo: row.amount_kobo === null ? null : Number(row.amount_kobo),
    created_at: row.created_at.toISOString(),
  };
}

/** What the customer may attach: their 20 newest orders, top-ups and deliveries. */
export async function listAttachable(db: Queryable, ownerId: string): Promise<SupportAttachment[]> {
  const rows = await db<(Row & { type: AttachmentType })[]>`
    (select 'order' as type, id, 'Invoice ' || invoice_number as label, status,
            total_kobo as amount_kobo, created_at
       from orders where user_id = ${ownerId} order by created_at desc limit 20)
    union all
    (select 'top_up', id, 'Top-up ' || reference, status, amount_kobo, created_at
       from wallet_topups where user_id = ${ownerId} order by created_at desc limit 20)
    union all
    (select 'delivery', id, 'Delivery to ' || area || ', ' || city, status, null, created_at
       from deliveries where user_id = ${ownerId} order by created_at desc limit 20)
    order by created_at desc`;
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    label: row.label,
    status: row.status,
    amount_kobo: row.amount_kobo === null ? null : Number(row.amount_kobo),
    created_at: row.created_at.toISOString(),
  }));
}
