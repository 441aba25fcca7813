import type { RiderDelivery } from '@faza/shared';
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

/** The rider's open deliveries in slot order (unscheduled last), oldest first within a slot. */
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
                     from delivery_lines l where l.delivery_id = d.id), '[]'::json) as items
    from deliveries d
    join users u on u.id = d.user_id
    left join delivery_slots s on s.id = d.slot_id
    where d.rider_id = ${riderId} and d.status in ('requested', 'dispatched')
    order by s.day nulls last, s.start_time nulls last, d.created_at, d.id`;
}

export const listRiders = (db: Queryable) => db<{ id: string; name: string }[]>`
  select id, coalesce(first_name || ' ' || last_name, display_name) as name
  from users where role = 'rider' order by name, id`;
