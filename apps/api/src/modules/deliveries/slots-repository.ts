import type { SubscriptionTier, WeightBand } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

// Delivery zones, weight bands, tier fees and slots (migration 041, docs/decisions/0057).

export type ZoneRow = {
  id: string;
  state: string;
  area: string;
  fee_kobo: number;
  served: boolean;
};

export type SlotRow = {
  id: string;
  zone_id: string;
  date: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  premium_reserved: number;
  premium_cutoff: Date;
  starts_at: Date;
  closed: boolean;
};

const SLOT_COLUMNS = (db: Queryable) => db`
  s.id, s.zone_id, to_char(s.day, 'YYYY-MM-DD') as date, to_char(s.start_time, 'HH24:MI') as start,
  to_char(s.end_time, 'HH24:MI') as "end", s.capacity, s.booked, s.premium_reserved,
  s.premium_cutoff, ((s.day + s.start_time) at time zone 'Africa/Lagos') as starts_at,
  s.closed_at is not null as closed`;

export const listServedZones = (db: Queryable) => db<(ZoneRow & { aliases: string[] })[]>`
  select id, state, area, aliases, fee_kobo, served from delivery_zones where served
  order by state, area`;

export async function findZone(db: Queryable, id: string): Promise<ZoneRow | undefined> {
  const [row] = await db<ZoneRow[]>`
    select id, state, area, fee_kobo, served from delivery_zones where id = ${id}`;
  return row;
}

/** The served zone an address belongs to: its state, and its area as the zone's name or alias. */
export async function zoneOfAddress(
  db: Queryable,
  address: { state: string; area: string },
): Promise<ZoneRow | undefined> {
  const area = address.area.trim().toLowerCase();
  const [row] = await db<ZoneRow[]>`
    select id, state, area, fee_kobo, served from delivery_zones
    where served and state = ${address.state}
      and (lower(area) = ${area} or ${area} = any(aliases))
    order by id limit 1`;
  return row;
}

export async function feeRules(
  db: Queryable,
  userId: string,
): Promise<{ bands: WeightBand[]; tier: SubscriptionTier; percent: number }> {
  const bands = await db<{ min_grams: number; extra_kobo: number }[]>`
    select min_grams, extra_kobo from delivery_weight_bands`;
  // The tier in force now, as the staff queue reads it (a lapsed paid tier is basic).
  const [who] = await db<{ tier: SubscriptionTier; percent: number | null }[]>`
    select t.tier, f.percent
    from users u
    cross join lateral (
      select case when u.subscription_tier <> 'basic'
                   and (u.subscription_ends_at is null or u.subscription_ends_at > now())
                  then u.subscription_tier else 'basic' end as tier
    ) t
    left join delivery_tier_fees f on f.tier = t.tier
    where u.id = ${userId}`;
  return {
    bands: bands.map((b) => ({ minGrams: b.min_grams, extraKobo: Number(b.extra_kobo) })),
    tier: who?.tier ?? 'basic',
    percent: who?.percent ?? 100,
  };
}

export const tierFeePercents = (db: Queryable) => db<{ tier: SubscriptionTier; percent: number }[]>`
  select tier, percent from delivery_tier_fees`;

/** A zone's slots that have not started, the next `days` days, in time order. */
export const listUpcomingSlots = (db: Queryable, zoneId: string, days: number) => db<SlotRow[]>`
  select ${SLOT_COLUMNS(db)} from delivery_slots s
  where s.zone_id = ${zoneId}
    and ((s.day + s.start_time) at time zone 'Africa/Lagos') > now()
    and s.day <= (now() at time zone 'Africa/Lagos')::date + ${days}::int
  order by s.day, s.start_time`;

export async function findSlot(db: Queryable, id: string): Promise<SlotRow | undefined> {
  const [row] = await db<
    SlotRow[]
  >`select ${SLOT_COLUMNS(db)} from delivery_slots s where s.id = ${id}`;
  return row;
}

/**
 * Books one place: a single conditional update, so concurrent bookings queue on the slot's row
 * lock and each re-reads `booked` before it adds one; a slot never goes past what the tier may
 * take (the table's check holds the capacity even if this condition were wrong).
 */
export async function bookSlotPlace(
  db: Queryable,
  slotId: string,
  tier: SubscriptionTier,
): Promise<boolean> {
  const held =
    tier === 'basic'
      ? db`case when now() < premium_cutoff then premium_reserved else 0 end`
      : db`0`;
  const rows = await db`
    update delivery_slots set booked = booked + 1
    where id = ${slotId} and closed_at is null
      and ((day + start_time) at time zone 'Africa/Lagos') > now()
      and booked < capacity - ${held}
    returning id`;
  return rows.length === 1;
}

export async function releaseSlotPlace(db: Queryable, slotId: string): Promise<void> {
  await db`update delivery_slots set booked = booked - 1 where id = ${slotId} and booked > 0`;
}

export async function insertSlot(
  db: Queryable,
  s: {
    zoneId: string;
    date: string;
    start: string;
    end: string;
    capacity: number;
    premiumReserved: number;
    premiumCutoffHours: number;
    createdBy: string | null;
  },
): Promise<SlotRow | undefined> {
  const [row] = await db<SlotRow[]>`
    with made as (
      insert into delivery_slots (zone_id, day, start_time, end_time, capacity, premium_reserved,
                                  premium_cutoff, created_by)
      values (${s.zoneId}, ${s.date}::date, ${s.start}::time, ${s.end}::time, ${s.capacity},
              ${s.premiumReserved},
              ((${s.date}::date + ${s.start}::time) at time zone 'Africa/Lagos')
                - make_interval(hours => ${s.premiumCutoffHours}),
              ${s.createdBy})
      on conflict (zone_id, day, start_time) do nothing
      returning *)
    select ${SLOT_COLUMNS(db)} from made s`;
  return row;
}

export async function setDeliveryPlan(
  db: Queryable,
  deliveryId: string,
  plan: { zoneId: string; slotId: string | null; feeKobo: number; handoverCode: string },
): Promise<void> {
  await db`
    update deliveries set zone_id = ${plan.zoneId}, slot_id = ${plan.slotId}, fee_kobo = ${plan.feeKobo},
                          handover_code = ${plan.handoverCode}
    where id = ${deliveryId}`;
}

/** Marks the fee refunded; true only the first time (the refund is written once). */
export async function markFeeRefunded(db: Queryable, deliveryId: string): Promise<boolean> {
  const rows = await db`
    update deliveries set fee_refunded_at = now()
    where id = ${deliveryId} and fee_kobo > 0 and fee_refunded_at is null returning id`;
  return rows.length === 1;
}

/** The slot board: a zone's slots from today (Lagos) through the coming week, closed ones too. */
export const listBoardSlots = (db: Queryable, zoneId: string, days: number) => db<
  {
    id: string;
    zone_id: string;
    date: string;
    start: string;
    end: string;
    capacity: number;
    booked: number;
    premium_reserved: number;
    closed: boolean;
    close_reason: string | null;
  }[]
>`
  select s.id, s.zone_id, to_char(s.day, 'YYYY-MM-DD') as date,
         to_char(s.start_time, 'HH24:MI') as start, to_char(s.end_time, 'HH24:MI') as "end",
         s.capacity, s.booked, s.premium_reserved, s.closed_at is not null as closed,
         s.close_reason
  from delivery_slots s
  where s.zone_id = ${zoneId}
    and s.day between (now() at time zone 'Africa/Lagos')::date
                  and (now() at time zone 'Africa/Lagos')::date + ${days}::int
  order by s.day, s.start_time`;
