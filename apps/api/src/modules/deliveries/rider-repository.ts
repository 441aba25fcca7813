import type { RiderDelivery, RiderRunStop } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

// Riders' deliveries (migration 046, docs/decisions/0057).

export async function isRider(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db`select 1 from users where id = ${userId} and role = 'rider'`;
  return row !== undefined;
}

export async function setRider(db: Queryable, deliveryId: string, riderId: string): Promise<void> {
  await db`update deliveries set rider_id = ${riderId}, assigned_at = now(), updated_at = now()
           where id = ${deliveryId}`;
}

export async function setOnTheWay(db: Queryable, deliveryId: string): Promise<void> {
  await db`update deliveries set on_the_way_at = now(), updated_at = now()
           where id = ${deliveryId} and on_the_way_at is null`;
}

/** Nobody home or a wrong address: back in the queue, without rider or slot, to be rebooked. */
export async function recordFailedAttempt(
  db: Queryable,
  deliveryId: string,
  reason: string,
): Promise<void> {
  await db`
    update deliveries set status = 'requested', rider_id = null, assigned_at = null,
      on_the_way_at = null, slot_id = null, failed_attempts = failed_attempts + 1,
      last_failure_reason = ${reason}, updated_at = now()
    where id = ${deliveryId} and status = 'dispatched'`;
}

export async function savePosition(
  db: Queryable,
  riderId: string,
  at: { lat: number; lng: number },
): Promise<void> {
  await db`
    insert into rider_positions (rider_id, lat, lng) values (${riderId}, ${at.lat}, ${at.lng})
    on conflict (rider_id) do update set lat = excluded.lat, lng = excluded.lng, at = now()`;
}

// The customer's tier in force now, as the staff queue reads it (a lapsed paid tier is basic).
const TIER_NOW = (db: Queryable) => db`
  cross join lateral (
    select case when u.subscription_tier <> 'basic'
                 and (u.subscription_ends_at is null or u.subscription_ends_at > now())
                then u.subscription_tier else 'basic' end as tier
  ) t`;

/** The rider's open deliveries; the caller puts them in run order (`orderRun`). */
export async function listRun(db: Queryable, riderId: string): Promise<RiderDelivery[]> {
  return db<RiderDelivery[]>`
    select d.id, d.status, d.on_the_way_at is not null as on_the_way,
           coalesce(u.first_name || ' ' || u.last_name, u.display_name) as customer_name, d.phone,
           json_build_object('street', d.street, 'area', d.area, 'city', d.city, 'state', d.state)
             as address,
           d.note,
           case when s.id is null then null
                else json_build_object('id', s.id, 'date', to_char(s.day, 'YYYY-MM-DD'),
                                       'start', to_char(s.start_time, 'HH24:MI'),
                                       'end', to_char(s.end_time, 'HH24:MI')) end as slot,
           coalesce((select json_agg(json_build_object('name', l.name, 'quantity', l.quantity,
                                                       'quantity_type', l.quantity_type)
                                     order by l.name)
                     from delivery_lines l where l.delivery_id = d.id), '[]'::json) as items,
           t.tier, to_json(d.created_at)#>>'{}' as requested_at
    from deliveries d
    join users u on u.id = d.user_id
    ${TIER_NOW(db)}
    left join delivery_slots s on s.id = d.slot_id
    where d.rider_id = ${riderId} and d.status in ('requested', 'dispatched')`;
}

export const listRiders = (db: Queryable) => db<{ id: string; name: string }[]>`
  select id, coalesce(first_name || ' ' || last_name, display_name) as name
  from users where role = 'rider' order by name, id`;

/** Every rider's deliveries in a slot on `day` (Lagos), any status; the caller orders each run. */
export const listRunsOn = (db: Queryable, day: string) => db<
  (RiderRunStop & { rider_id: string })[]
>`
  select d.rider_id, d.id, d.status, d.on_the_way_at is not null as on_the_way,
         coalesce(u.first_name || ' ' || u.last_name, u.display_name) as customer_name, d.area,
         t.tier, to_json(d.created_at)#>>'{}' as requested_at,
         json_build_object('date', to_char(s.day, 'YYYY-MM-DD'),
                           'start', to_char(s.start_time, 'HH24:MI'),
                           'end', to_char(s.end_time, 'HH24:MI')) as slot
  from deliveries d
  join users u on u.id = d.user_id
  ${TIER_NOW(db)}
  join delivery_slots s on s.id = d.slot_id
  where d.rider_id is not null and s.day = ${day}::date`;
