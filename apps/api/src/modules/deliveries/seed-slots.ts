import type { Queryable } from '../../db/transaction';

/**
 * On start (docs/decisions/0057): a served zone with no slot ahead of it gets a week of slots
 * (09:00–12:00, 12:00–15:00 and 15:00–18:00 Lagos time, 20 places, 4 held for Premium until a day
 * before), so a fresh install can book at once. A zone whose slots staff publish is never touched.
 */
export async function seedDeliverySlots(db: Queryable): Promise<number> {
  const rows = await db`
    insert into delivery_slots (zone_id, day, start_time, end_time, capacity, premium_reserved,
                                premium_cutoff)
    select z.id, d.day, w.start_time, w.start_time + interval '3 hours', 20, 4,
           ((d.day + w.start_time) at time zone 'Africa/Lagos') - interval '24 hours'
    from delivery_zones z
    cross join (select (now() at time zone 'Africa/Lagos')::date + n as day
                from generate_series(0, 6) as n) d
    cross join (values (time '09:00'), (time '12:00'), (time '15:00')) as w(start_time)
    where z.served and not exists (
      select 1 from delivery_slots s
      where s.zone_id = z.id and ((s.day + s.start_time) at time zone 'Africa/Lagos') > now())
    on conflict (zone_id, day, start_time) do nothing
    returning id`;
  return rows.length;
}
