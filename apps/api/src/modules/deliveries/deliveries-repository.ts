import type { DeliveryStatus, SubscriptionTier } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type DeliveryRow = {
  id: string;
  user_id: string;
  status: DeliveryStatus;
  street: string;
  area: string;
  city: string;
  state: string;
  phone: string;
  note: string | null;
  created_at: Date;
  dispatched_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: 'customer' | 'staff' | null;
  cancel_reason: string | null;
  zone_id: string | null;
  fee_kobo: number;
  fee_refunded_at: Date | null;
  slot: { id: string; date: string; start: string; end: string } | null;
  rider_id: string | null;
  rider_first_name: string | null;
  on_the_way_at: Date | null;
  failed_attempts: number;
  last_failure_reason: string | null;
  handover_code: string | null;
  rider_position: { lat: number; lng: number; at: string } | null;
  destination: { lat: number; lng: number } | null;
};

export type DeliveryLineRow = {
  delivery_id: string;
  lot_id: string;
  product_id: string;
  name: string;
  quantity_type: string;
  quantity: number;
  image_url: string;
};

/** A queue row: the delivery and its customer, with the tier in force now. */
export type QueueRow = DeliveryRow & {
  customer_name: string;
  customer_phone: string;
  customer_faza: string;
  tier: SubscriptionTier;
};

const COLUMNS = (db: Queryable) => db`
  d.id, d.user_id, d.status, d.street, d.area, d.city, d.state, d.phone, d.note, d.created_at,
  d.dispatched_at, d.delivered_at, d.cancelled_at, d.cancelled_by, d.cancel_reason, d.zone_id,
  d.fee_kobo, d.fee_refunded_at, ${slotColumn(db)}, d.rider_id, d.on_the_way_at, d.failed_attempts,
  d.last_failure_reason, d.handover_code, ${riderColumns(db)}`;

/** The rider's first name, and their last position only while the delivery is on the way. */
const riderColumns = (db: Queryable) => db`
  (select coalesce(r.first_name, split_part(r.display_name, ' ', 1)) from users r
   where r.id = d.rider_id) as rider_first_name,
  (select json_build_object('lat', p.lat, 'lng', p.lng,
                            'at', to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
   from rider_positions p
   where p.rider_id = d.rider_id and d.status = 'dispatched' and d.on_the_way_at is not null)
   as rider_position,
  (select json_build_object('lat', z.centre_lat, 'lng', z.centre_lng) from delivery_zones z
   where z.id = d.zone_id and z.centre_lat is not null) as destination`;

/** The delivery's slot as `{ id, date, start, end }` in Lagos time (migration 041). */
const slotColumn = (db: Queryable) => db`
  (select json_build_object('id', s.id, 'date', to_char(s.day, 'YYYY-MM-DD'),
                            'start', to_char(s.start_time, 'HH24:MI'),
                            'end', to_char(s.end_time, 'HH24:MI'))
   from delivery_slots s where s.id = d.slot_id) as slot`;

export async function insertDelivery(
  db: Queryable,
  d: {
    id: string;
    userId: string;
    address: { street: string; area: string; city: string; state: string };
    phone: string;
    note: string | null;
  },
): Promise<DeliveryRow> {
  const [row] = await db<DeliveryRow[]>`
    insert into deliveries as d (id, user_id, status, street, area, city, state, phone, note)
    values (${d.id}, ${d.userId}, 'requested', ${d.address.street}, ${d.address.area},
            ${d.address.city}, ${d.address.state}, ${d.phone}, ${d.note})
    returning ${COLUMNS(db)}`;
  return row!;
}

/** Copies what each lot is (name, type, picture) beside the quantity taken. */
export async function insertDeliveryLines(
  db: Queryable,
  deliveryId: string,
  taken: readonly { lotId: string; quantity: number }[],
): Promise<void> {
  await db`
    insert into delivery_lines (delivery_id, lot_id, product_id, name, quantity_type, quantity,
                                image_url)
    select ${deliveryId}, l.id, l.product_id, p.name, l.quantity_type, t.quantity, p.image_url
    from unnest(${taken.map((t) => t.lotId)}::uuid[], ${taken.map((t) => t.quantity)}::int[])
         as t(lot_id, quantity)
    join pantry_lots l on l.id = t.lot_id
    join products p on p.id = l.product_id`;
}

export async function findDelivery(
  db: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DeliveryRow | undefined> {
  const [row] = await db<DeliveryRow[]>`
    select ${COLUMNS(db)} from deliveries d where d.id = ${id}
    ${opts.forUpdate ? db`for update` : db``}`;
  return row;
}

export async function listDeliveriesOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db<DeliveryRow[]>`
    select ${COLUMNS(db)} from deliveries d where d.user_id = ${userId}
    order by d.created_at desc, d.id desc limit ${limit}`;
}

/**
 * The staff queue: Premium Plus, then Premium, then Basic, oldest
 * first within a tier. The tier is the one in force now, so a lapsed subscription no longer jumps
 * the queue and a new one does at once.
 */
export async function listQueue(
  db: Queryable,
  filter: { statuses: readonly DeliveryStatus[]; limit: number },
): Promise<QueueRow[]> {
  return db<QueueRow[]>`
    -- Staff see full names (docs/decisions/0054-real-names.md).
    select ${COLUMNS(db)}, coalesce(u.first_name || ' ' || u.last_name, u.display_name) as customer_name,
           coalesce(u.phone, u.phone_claim, '') as customer_phone,
           u.faza as customer_faza, t.tier
    from deliveries d
    join users u on u.id = d.user_id
    cross join lateral (
      select case when u.subscription_tier <> 'basic'
                   and (u.subscription_ends_at is null or u.subscription_ends_at > now())
                  then u.subscription_tier else 'basic' end as tier
    ) t
    where d.status = any(${filter.statuses as DeliveryStatus[]}::text[])
    order by case t.tier when 'premium_plus' then 0 when 'premium' then 1 else 2 end,
             d.created_at, d.id
    limit ${filter.limit}`;
}

export async function findDeliveryLines(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, DeliveryLineRow[]>> {
  const byDelivery = new Map<string, DeliveryLineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDelivery;
  const rows = await db<DeliveryLineRow[]>`
    select delivery_id, lot_id, product_id, name, quantity_type, quantity, image_url
    from delivery_lines where delivery_id = any(${ids as string[]}::uuid[])
    order by delivery_id, name, quantity_type, lot_id`;
  for (const row of rows) byDelivery.get(row.delivery_id)?.push(row);
  return byDelivery;
}

/** Writes one status change. The caller checked it against the table while holding the row lock. */
export async function updateDeliveryStatus(
  db: Queryable,
  before: Pick<DeliveryRow, 'id' | 'status'>,
  change: {
    to: DeliveryStatus;
    actorId: string;
    cancelledBy?: 'customer' | 'staff';
    reason?: string | null;
  },
): Promise<DeliveryRow> {
  const [row] = await db<DeliveryRow[]>`
    update deliveries d set
      status = ${change.to},
      dispatched_at = case when ${change.to === 'dispatched'} then now() else dispatched_at end,
      dispatched_by = case when ${change.to === 'dispatched'} then ${change.actorId}::uuid
                           else dispatched_by end,
      delivered_at = case when ${change.to === 'delivered'} then now() else delivered_at end,
      delivered_by = case when ${change.to === 'delivered'} then ${change.actorId}::uuid
                          else delivered_by end,
      cancelled_at = case when ${change.to === 'cancelled'} then now() else cancelled_at end,
      cancelled_by = case when ${change.to === 'cancelled'} then ${change.cancelledBy ?? null}
                          else cancelled_by end,
      cancelled_by_user = case when ${change.to === 'cancelled'} then ${change.actorId}::uuid
                               else cancelled_by_user end,
      cancel_reason = case when ${change.to === 'cancelled'} then ${change.reason ?? null}
                           else cancel_reason end,
      updated_at = now()
    where d.id = ${before.id} and d.status = ${before.status}
    returning ${COLUMNS(db)}`;
  if (!row) throw new Error(`delivery ${before.id} changed under its lock`);
  return row;
}

/** The user's deliveries not yet delivered or cancelled (the staff console's user detail). */
export async function countOpenDeliveries(db: Queryable, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from deliveries
    where user_id = ${userId} and status in ('requested', 'dispatched')`;
  return row!.n;
}
