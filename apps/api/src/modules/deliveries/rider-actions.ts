import { timingSafeEqual } from 'node:crypto';
import {
  nextDeliveryStatus,
  orderRun,
  type Delivery,
  type RiderRunsResponse,
  type RiderDelivery,
  type RiderStep,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { refuse } from '../../lib/app-error';
import { notify } from '../notifications';
import { findDelivery, type DeliveryRow } from './deliveries-repository';
import { changeDeliveryStatus, loadDelivery } from './deliveries-service';
import {
  isRider,
  listRiders,
  listRun,
  listRunsOn,
  recordFailedAttempt,
  savePosition,
  setOnTheWay,
  setRider,
} from './rider-repository';
import { queueHandoverSms } from './delivery-jobs';
import { releaseSlotPlace } from './slots-repository';

// Riders (docs/decisions/0057): staff assign a delivery to a rider; the rider sees and moves only
// their own, proves the hand-over with the customer's code or records a failed attempt.

/** Staff give an open delivery to a rider; audited. */
export async function assignRider(
  tx: TransactionSql,
  deliveryId: string,
  riderId: string,
  staffId: string,
): Promise<Delivery> {
  if (!(await isRider(tx, riderId))) throw refuse('NOT_A_RIDER', { field: 'riderId' });
  const row = await findDelivery(tx, deliveryId, { forUpdate: true });
  if (!row) throw refuse('DELIVERY_NOT_FOUND');
  if (row.status !== 'requested' && row.status !== 'dispatched') throw refuse('DELIVERY_FINISHED');
  await setRider(tx, deliveryId, riderId);
  await recordAudit(tx, {
    actorId: staffId,
    action: 'delivery.assign',
    subjectType: 'delivery',
    subjectId: deliveryId,
    before: { rider: row.rider_id },
    after: { rider: riderId },
  });
  return loadDelivery(tx, (await findDelivery(tx, deliveryId))!);
}

/** The riders staff may assign to, by name. */
export const ridersToAssign = (db: Queryable) => listRiders(db);

/** The rider's open deliveries in run order, the same rule as the console's run list. */
export const riderRun = async (db: Queryable, riderId: string): Promise<RiderDelivery[]> =>
  orderRun(await listRun(db, riderId));

/** Each rider's run on a Lagos day, in run order, with every delivery's status. */
export async function ridersRuns(db: Queryable, date: string): Promise<RiderRunsResponse> {
  const [riders, stops] = await Promise.all([listRiders(db), listRunsOn(db, date)]);
  return {
    date,
    riders: riders.map((r) => ({
      ...r,
      deliveries: orderRun(stops.filter((s) => s.rider_id === r.id)).map(
        ({ rider_id: _rider, ...stop }) => stop,
      ),
    })),
  };
}

export const saveRiderPosition = (
  db: Queryable,
  riderId: string,
  at: { lat: number; lng: number },
) => savePosition(db, riderId, at);

const sameCode = (expected: string | null, given: string | undefined) =>
  expected !== null &&
  given !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

async function step(
  tx: TransactionSql,
  row: DeliveryRow,
  riderId: string,
  body: { status: RiderStep; code?: string | undefined; reason?: string | undefined },
): Promise<void> {
  if (body.status === 'picked_up') {
    await changeDeliveryStatus(tx, row.id, { event: 'dispatch', actorId: riderId });
    await notify(tx, { kind: 'delivery.dispatched', userId: row.user_id, deliveryId: row.id });
    await queueHandoverSms(tx, row.id);
  } else if (body.status === 'on_the_way') {
    if (row.status !== 'dispatched') throw refuse('DELIVERY_NOT_PICKED_UP');
    await setOnTheWay(tx, row.id);
    await notify(tx, {
      kind: 'delivery.on_the_way',
      userId: row.user_id,
      deliveryId: row.id,
      attempt: row.failed_attempts,
    });
  } else if (body.status === 'delivered') {
    if (row.status === 'dispatched' && !sameCode(row.handover_code, body.code))
      throw refuse('HANDOVER_CODE_WRONG', { field: 'code' });
    await changeDeliveryStatus(tx, row.id, { event: 'deliver', actorId: riderId });
    await notify(tx, { kind: 'delivery.delivered', userId: row.user_id, deliveryId: row.id });
  } else {
    if (!nextDeliveryStatus(row.status, 'fail_attempt')) throw refuse('DELIVERY_NOT_DISPATCHED');
    await recordFailedAttempt(tx, row.id, body.reason ?? '');
    await notify(tx, {
      kind: 'delivery.failed',
      userId: row.user_id,
      deliveryId: row.id,
      attempt: row.failed_attempts,
      reason: body.reason ?? '',
    });
    if (row.slot) await releaseSlotPlace(tx, row.slot.id);
  }
}

/**
 * The rider moves a delivery of their own: picked up, on the way, delivered (with the customer's
 * code) or failed (with a reason; back to the queue for rebooking). Someone else's is a 404.
 */
export async function riderStep(
  tx: TransactionSql,
  deliveryId: string,
  riderId: string,
  body: { status: RiderStep; code?: string | undefined; reason?: string | undefined },
): Promise<Delivery> {
  const row = await findDelivery(tx, deliveryId, { forUpdate: true });
  if (!row || row.rider_id !== riderId) throw refuse('DELIVERY_NOT_FOUND');
  await step(tx, row, riderId, body);
  await recordAudit(tx, {
    actorId: riderId,
    action: `delivery.rider.${body.status}`,
    subjectType: 'delivery',
    subjectId: deliveryId,
    before: { status: row.status },
    after: { step: body.status, ...(body.reason ? { reason: body.reason } : {}) },
  });
  const after = await loadDelivery(tx, (await findDelivery(tx, deliveryId))!);
  // The rider sees neither the code nor their own position echoed back.
  return { ...after, handover_code: null };
}

/** `GET /api/deliveries/{id}`: the owner's delivery with its hand-over code and tracking. */
export async function myDelivery(
  db: Queryable,
  deliveryId: string,
  userId: string,
): Promise<Delivery> {
  const row = await findDelivery(db, deliveryId);
  if (!row || row.user_id !== userId) throw refuse('DELIVERY_NOT_FOUND');
  return loadDelivery(db, row);
}
