// Food sends for bench/transfers.ts: POST /api/pantry/send through the server against the same
// transfer in raw SQL (lock the sender's lot, take from it, give the recipient a lot, both journal
// rows under one transfer id).
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../apps/api/src/db/sql';
import { notify } from '../../apps/api/src/modules/notifications';
import type { BenchUser } from './bench-users';

const RICE = { id: 'parboiled-rice', name: 'Foreign parboiled rice', type: '5kg' };

type Request = (
  url: string,
  method: 'GET' | 'POST',
  headers?: Record<string, string>,
  body?: string,
) => Promise<number>;

/** A lot of rice for `ownerId`, with its journal row, set up through SQL. */
export async function giveLot(sql: Sql, ownerId: string, quantity: number): Promise<string> {
  const [lot] = await sql<{ id: string }[]>`
    insert into pantry_lots (owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                             expires_at, storage_duration_days, source)
    values (${ownerId}, ${RICE.id}, ${RICE.type}, ${quantity}, 960000,
            now() + interval '30 days', 30, 'adjust')
    returning id`;
  await sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
            values (${lot!.id}, ${ownerId}, 'adjust', ${quantity})`;
  return lot!.id;
}

export async function apiFoodSend(
  request: Request,
  base: string,
  from: BenchUser,
  to: BenchUser,
  lotId?: string,
): Promise<void> {
  const status = await request(
    `${base}/api/pantry/send`,
    'POST',
    { 'content-type': 'application/json', cookie: from.cookie, 'idempotency-key': randomUUID() },
    JSON.stringify({
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: to.faza,
      ...(lotId ? { 'lot-id': lotId } : {}),
    }),
  );
  if (status !== 200) throw new Error(`send answered ${status}`);
}

/**
 * The same transfer as the API's, in raw SQL: lock, take, the recipient's lot, both journal rows;
 * with `tell`, also the recipient's notification, which the API's send writes in its transaction.
 */
export async function rawFoodSend(
  raw: Sql,
  from: BenchUser,
  to: BenchUser,
  lotId?: string,
  { tell = false }: { tell?: boolean } = {},
): Promise<void> {
  await raw.begin(async (tx) => {
    const lots = lotId
      ? await tx<{ id: string }[]>`
          select id from pantry_lots where id = ${lotId} and owner_id = ${from.id} for update`
      : await tx<{ id: string }[]>`
          select id from pantry_lots
          where owner_id = ${from.id} and product_id = ${RICE.id} and quantity_type = ${RICE.type}
            and quantity > 0 and expires_at > now()
          order by expires_at, id limit 1 for update`;
    const source = lots[0]!.id;
    const transfer = randomUUID();
    await tx`
      with taken as (
        update pantry_lots set quantity = quantity - 1, updated_at = now()
        where id = ${source} returning *
      ), received as (
        insert into pantry_lots (id, owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                                 expires_at, storage_duration_days, source, source_lot_id)
        select ${randomUUID()}::uuid, ${to.id}::uuid, product_id, quantity_type, 1, unit_price_kobo,
               expires_at, storage_duration_days, 'transfer', id from taken
        returning id
      )
      insert into pantry_journal (lot_id, owner_id, kind, quantity, transfer_id, counterparty_id,
                                  actor_id)
      select ${source}::uuid, ${from.id}::uuid, 'transfer_out', -1, ${transfer}::uuid,
             ${to.id}::uuid, ${from.id}::uuid
      union all
      select id, ${to.id}::uuid, 'transfer_in', 1, ${transfer}::uuid, ${from.id}::uuid,
             ${from.id}::uuid from received`;
    // The recipient's notification, written by the API's own `notify` as its send writes it.
    if (tell)
      await notify(tx, {
        kind: 'food.received',
        recipientId: to.id,
        senderId: from.id,
        transferId: transfer,
        food: RICE.name,
        quantity: 1,
        quantityType: RICE.type,
      });
  });
}

/** Every lot still equals the sum of its journal rows. */
export async function checkPantry(sql: Sql): Promise<void> {
  const [check] = await sql<{ off: number }[]>`
    select count(*)::int as off from (
      select l.id from pantry_lots l left join pantry_journal j on j.lot_id = l.id
      group by l.id having l.quantity <> coalesce(sum(j.quantity), 0)) x`;
  if (check!.off !== 0) throw new Error(`${check!.off} lots differ from their journal`);
}
