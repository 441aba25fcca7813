import {
  SUBSCRIPTION_TIERS,
  type DeliverySlot,
  type DeliveryTierFees,
  type DeliveryZone,
  type SubscriptionTier,
} from '@faza/shared';
import type { z } from 'zod';
import type { createSlotRequestSchema } from '@faza/shared';
import type { Sql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { refuse } from '../../lib/app-error';
import { openSlots } from './delivery-plan';
import {
  feeRules,
  findZone,
  insertSlot,
  listBoardSlots,
  listServedZones,
  tierFeePercents,
  type SlotRow,
} from './slots-repository';

// Delivery zones and slots (docs/decisions/0057): one function per thing a customer or staff
// member does, each called once by its route.

/** The zones we deliver to, with their fee before weight and tier. */
export async function listZones(db: Queryable): Promise<DeliveryZone[]> {
  return (await listServedZones(db)).map((z) => ({
    id: z.id,
    state: z.state,
    area: z.area,
    aliases: z.aliases,
    fee_kobo: Number(z.fee_kobo),
  }));
}

/** Each tier's percent of the delivery fee; a tier the table does not list pays it all (as `feeRules`). */
export async function listTierFees(db: Queryable): Promise<DeliveryTierFees['tiers']> {
  const rows = await tierFeePercents(db);
  return SUBSCRIPTION_TIERS.map((tier) => ({
    tier,
    percent: rows.find((r) => r.tier === tier)?.percent ?? 100,
  }));
}

const toSlot = (s: SlotRow, placesLeft: number): DeliverySlot => ({
  id: s.id,
  zone_id: s.zone_id,
  date: s.date,
  start: s.start,
  end: s.end,
  capacity: s.capacity,
  places_left: placesLeft,
  closed: s.closed,
});

/** A zone's slots of the coming week with what the caller's tier may still book (signed out: Basic). */
export async function listZoneSlots(
  db: Queryable,
  zoneId: string,
  userId: string | null,
): Promise<DeliverySlot[]> {
  const tier: SubscriptionTier = userId ? (await feeRules(db, userId)).tier : 'basic';
  return (await openSlots(db, zoneId, tier)).map((s) => toSlot(s.slot, s.placesLeft));
}

/** Staff's slot board for a zone: capacity, bookings and closures, today and the coming week. */
export const slotBoard = (db: Queryable, zoneId: string) => listBoardSlots(db, zoneId, 7);

export type CreateSlot = z.output<typeof createSlotRequestSchema>;

/** Staff publish a slot for a zone; audited. */
export function createSlot(sql: Sql, body: CreateSlot, staffId: string): Promise<DeliverySlot> {
  return withTransaction(sql, async (tx) => {
    if (!(await findZone(tx, body.zoneId)))
      throw refuse('DELIVERY_ZONE_NOT_SERVED', { field: 'zoneId' });
    const slot = await insertSlot(tx, { ...body, createdBy: staffId });
    if (!slot) throw refuse('SLOT_EXISTS', { field: 'start' });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'delivery_slot.create',
      subjectType: 'delivery_slot',
      subjectId: slot.id,
      after: body,
    });
    return toSlot(slot, slot.capacity);
  });
}
