import { randomUUID } from 'node:crypto';
import {
  nextDeliveryStatus,
  type ConsumeRequestParsed,
  type Delivery,
  type DeliveryEvent,
  type DeliveryStatus,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse, type AppError } from '../../lib/app-error';
import { returnDelivery, takeForDelivery } from '../pantry';
import { takeStockOut } from '../stock';
import { toDelivery } from './deliveries-mappers';
import { planDelivery, releaseDelivery } from './delivery-plan';
import {
  findDelivery,
  findDeliveryLines,
  insertDelivery,
  insertDeliveryLines,
  updateDeliveryStatus,
  type DeliveryRow,
} from './deliveries-repository';

export async function loadDelivery(tx: Queryable, row: DeliveryRow): Promise<Delivery> {
  const lines = await findDeliveryLines(tx, [row.id]);
  return toDelivery(row, lines.get(row.id) ?? []);
}

/**
 * `POST /api/pantry/consume`: in the caller's transaction, the food leaves the caller's lots
 * (journal `delivery`, locked in the pantry's lock order) into a new requested delivery. A foreign
 * or unknown lot (404), an expired one or too much (422) throws before anything is kept.
 */
export async function requestDelivery(
  tx: TransactionSql,
  userId: string,
  body: ConsumeRequestParsed,
): Promise<Delivery> {
  const row = await insertDelivery(tx, {
    id: randomUUID(),
    userId,
    address: body.address,
    phone: body.phone,
    note: body.note ? body.note : null,
  });
  const taken = await takeForDelivery(tx, {
    ownerId: userId,
    deliveryId: row.id,
    actorId: userId,
    items: body.items.map((i) => ({ lotId: i['lot-id'], quantity: i.quantity })),
  });
  await insertDeliveryLines(tx, row.id, taken);
  await planDelivery(tx, {
    deliveryId: row.id,
    userId,
    ...body,
    address: body.address,
    quotedFeeKobo: body.feeKobo,
  });
  return loadDelivery(tx, (await findDelivery(tx, row.id))!);
}

function refusal(event: DeliveryEvent, status: DeliveryStatus): AppError {
  if (status === 'delivered' || status === 'cancelled') return refuse('DELIVERY_FINISHED');
  if (event === 'cancel_by_customer') return refuse('DELIVERY_NOT_CANCELLABLE');
  if (event === 'dispatch') return refuse('DELIVERY_NOT_REQUESTED');
  return refuse('DELIVERY_NOT_DISPATCHED');
}

/**
 * Locks the delivery, asks the one transition table whether `event` may happen, writes it, and on
 * a cancellation gives the food back to its lots with their original expiry. The row lock is taken
 * before any lot lock, and a request never holds a delivery lock, so a cancel raced against a
 * dispatch queues on the row: one wins, the other sees the new status and is refused.
 */
export async function changeDeliveryStatus(
  tx: TransactionSql,
  id: string,
  request: { event: DeliveryEvent; actorId: string; ownerId?: string; reason?: string },
): Promise<{ before: DeliveryRow; after: DeliveryRow; returned: number }> {
  const before = await findDelivery(tx, id, { forUpdate: true });
  if (!before || (request.ownerId !== undefined && before.user_id !== request.ownerId))
    throw refuse('DELIVERY_NOT_FOUND');
  const to = nextDeliveryStatus(before.status, request.event);
  if (!to) throw refusal(request.event, before.status);
  const after = await updateDeliveryStatus(tx, before, {
    to,
    actorId: request.actorId,
    ...(to === 'cancelled'
      ? {
          cancelledBy: request.event === 'cancel_by_customer' ? 'customer' : 'staff',
          reason: request.reason ?? null,
        }
      : {}),
  });
  if (to === 'cancelled') await releaseDelivery(tx, before, request.actorId);
  const returned =
    to === 'cancelled'
      ? (await returnDelivery(tx, { deliveryId: id, actorId: request.actorId })).reduce(
          (sum, lot) => sum + lot.quantity,
          0,
        )
      : 0;
  // Delivered: the food leaves the warehouse (docs/decisions/0056-warehouse-stock.md).
  if (to === 'delivered') await takeStockOut(tx, id);
  return { before, after, returned };
}
