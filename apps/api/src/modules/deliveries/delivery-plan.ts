import { randomInt } from 'node:crypto';
import {
  deliveryFeeKobo,
  deliveryGrams,
  slotPlacesLeft,
  type SubscriptionTier,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { findDeliveryLines, type DeliveryRow } from './deliveries-repository';
import {
  bookSlotPlace,
  feeRules,
  findSlot,
  findZone,
  listUpcomingSlots,
  markFeeRefunded,
  releaseSlotPlace,
  setDeliveryPlan,
  zoneOfAddress,
  type SlotRow,
} from './slots-repository';

// A delivery's zone, slot and fee (docs/decisions/0057), decided in the request's transaction
// after the food left the pantry: lots are locked first, then the slot's row, then the wallet,
// the same order a cancellation takes them in, so the two never wait on each other in a circle.

/** How far ahead the customer may book, and the slots offered instead of a full one. */
const SLOT_DAYS_AHEAD = 7;
const NEXT_SLOTS = 3;

const asChoice = (s: SlotRow) => ({ id: s.id, date: s.date, start: s.start, end: s.end });

/** The slots of a zone a customer of `tier` may still book now, soonest first. */
export async function openSlots(db: Queryable, zoneId: string, tier: SubscriptionTier) {
  const now = new Date();
  const slots = await listUpcomingSlots(db, zoneId, SLOT_DAYS_AHEAD);
  return slots.map((s) => ({
    slot: s,
    placesLeft: slotPlacesLeft(
      {
        capacity: s.capacity,
        booked: s.booked,
        premiumReserved: s.premium_reserved,
        premiumCutoff: s.premium_cutoff,
        closed: s.closed,
        startsAt: s.starts_at,
      },
      tier,
      now,
    ),
  }));
}

async function slotFull(tx: TransactionSql, zoneId: string, tier: SubscriptionTier) {
  const next = (await openSlots(tx, zoneId, tier)).filter((s) => s.placesLeft > 0);
  return refuse('SLOT_FULL', { nextSlots: next.slice(0, NEXT_SLOTS).map((s) => asChoice(s.slot)) });
}

/**
 * Books the chosen slot, or without one the next slot with a place; a zone with no slot published
 * ahead takes the delivery unscheduled (staff plan it), but a zone whose slots are all full refuses.
 */
async function bookSlot(
  tx: TransactionSql,
  zoneId: string,
  slotId: string | undefined,
  tier: SubscriptionTier,
): Promise<string | null> {
  if (slotId) {
    const slot = await findSlot(tx, slotId);
    if (!slot || slot.zone_id !== zoneId) throw refuse('SLOT_NOT_FOUND', { field: 'slotId' });
    if (await bookSlotPlace(tx, slotId, tier)) return slotId;
    throw await slotFull(tx, zoneId, tier);
  }
  const slots = await openSlots(tx, zoneId, tier);
  if (slots.length === 0) return null;
  for (const { slot, placesLeft } of slots)
    if (placesLeft > 0 && (await bookSlotPlace(tx, slot.id, tier))) return slot.id;
  throw await slotFull(tx, zoneId, tier);
}

/**
 * Picks the zone (the one asked for, or the address's), books the slot and charges the fee from
 * the customer's wallet to delivery revenue. Any refusal throws before the transaction commits, so
 * a refused request moves neither food nor money.
 */
export async function planDelivery(
  tx: TransactionSql,
  input: {
    deliveryId: string;
    userId: string;
    address: { state: string; area: string };
    zoneId?: string | undefined;
    slotId?: string | undefined;
    quotedFeeKobo?: number | undefined;
  },
): Promise<void> {
  const zone = input.zoneId
    ? await findZone(tx, input.zoneId)
    : await zoneOfAddress(tx, input.address);
  if (!zone || !zone.served)
    throw refuse('DELIVERY_ZONE_NOT_SERVED', { field: input.zoneId ? 'zoneId' : 'address.area' });
  const rules = await feeRules(tx, input.userId);
  const lines = (await findDeliveryLines(tx, [input.deliveryId])).get(input.deliveryId) ?? [];
  const feeKobo = deliveryFeeKobo({
    zoneFeeKobo: Number(zone.fee_kobo),
    grams: deliveryGrams(lines),
    bands: rules.bands,
    tierPercent: rules.percent,
  });
  // The customer agreed to the quoted fee: charge exactly that or nothing (docs/decisions/0057).
  if (input.quotedFeeKobo !== undefined && input.quotedFeeKobo !== feeKobo)
    throw refuse('DELIVERY_FEE_CHANGED', { field: 'feeKobo' });
  const slotId = await bookSlot(tx, zone.id, input.slotId, rules.tier);
  if (feeKobo > 0) {
    const wallet = await walletOfUser(tx, input.userId);
    await transfer(tx, {
      kind: 'delivery_fee',
      amountKobo: feeKobo,
      debit: wallet.id,
      credit: SYSTEM_ACCOUNTS.deliveryRevenue,
      reference: input.deliveryId,
      // The wallet history's line (ledger/history-repository.ts reads `description`).
      metadata: { description: 'Delivery fee', zone: zone.id, slot: slotId },
    });
  }
  // The code the customer gives the rider at the door (4 digits, from the CSPRNG).
  const handoverCode = String(randomInt(0, 10_000)).padStart(4, '0');
  await setDeliveryPlan(tx, input.deliveryId, { zoneId: zone.id, slotId, feeKobo, handoverCode });
}

/**
 * A delivery cancelled before it left: its slot place opens again and its fee goes back to the
 * wallet, once (the refund is marked on the row under its lock, and the ledger's unique
 * (kind, reference) would refuse a second). After dispatch, or after a failed attempt, the rider
 * went: the fee stays.
 */
export async function releaseDelivery(
  tx: TransactionSql,
  before: DeliveryRow,
  actorId: string,
): Promise<void> {
  if (before.status !== 'requested') return;
  if (before.slot) await releaseSlotPlace(tx, before.slot.id);
  // After a failed attempt the rider went once already: the fee paid for that trip.
  if (before.failed_attempts > 0 || !(await markFeeRefunded(tx, before.id))) return;
  const wallet = await walletOfUser(tx, before.user_id);
  await transfer(tx, {
    kind: 'delivery_fee_refund',
    amountKobo: Number(before.fee_kobo),
    debit: SYSTEM_ACCOUNTS.deliveryRevenue,
    credit: wallet.id,
    reference: before.id,
    metadata: { description: 'Delivery fee refunded', by: actorId },
  });
}
