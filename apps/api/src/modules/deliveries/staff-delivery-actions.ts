import {
  OPEN_DELIVERY_STATUSES,
  type AdminDelivery,
  type Delivery,
  type DeliveryEvent,
  type DeliveryStatus,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { notify } from '../notifications';
import { queueHandoverSms } from './delivery-jobs';
import { toAdminDelivery } from './deliveries-mappers';
import { findDelivery, findDeliveryLines, listQueue } from './deliveries-repository';
import { changeDeliveryStatus, loadDelivery } from './deliveries-service';

// The staff's steps on deliveries (docs/architecture.md §1 "Adding a feature"): every step
// audited, none on a delivery of their own, each in the transaction idempotent() opens for it.

/** The queue by status (open by default): Premium Plus, then Premium, then Basic, oldest first. */
export async function listDeliveryQueue(
  db: Queryable,
  status: 'open' | DeliveryStatus,
): Promise<AdminDelivery[]> {
  const rows = await listQueue(db, {
    statuses: status === 'open' ? OPEN_DELIVERY_STATUSES : [status],
    limit: 200,
  });
  const lines = await findDeliveryLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdminDelivery(r, lines.get(r.id) ?? []));
}

/** A requested delivery is out with a rider. */
export const dispatchDelivery = (tx: TransactionSql, id: string, staffId: string) =>
  runStep(tx, id, { event: 'dispatch', actorId: staffId, reason: undefined });

/** A dispatched delivery arrived. */
export const markDeliveryDelivered = (tx: TransactionSql, id: string, staffId: string) =>
  runStep(tx, id, { event: 'deliver', actorId: staffId, reason: undefined });

/** Staff cancel a delivery before it is delivered, with a reason; the food returns to the pantry. */
export const cancelDeliveryByStaff = (
  tx: TransactionSql,
  id: string,
  staffId: string,
  reason: string | undefined,
) => runStep(tx, id, { event: 'cancel_by_staff', actorId: staffId, reason });

async function runStep(
  tx: TransactionSql,
  id: string,
  request: { event: DeliveryEvent; actorId: string; reason: string | undefined },
): Promise<Delivery> {
  // The owner never changes, so no lock is needed to read it; a missing delivery is left to the
  // status change's own 404.
  const owned = await findDelivery(tx, id);
  if (owned) refuseOwnDecision(request.actorId, owned.user_id);
  const { before, after, returned } = await changeDeliveryStatus(tx, id, {
    event: request.event,
    actorId: request.actorId,
    ...(request.reason !== undefined ? { reason: request.reason } : {}),
  });
  await recordAudit(tx, {
    actorId: request.actorId,
    action: `delivery.${request.event === 'cancel_by_staff' ? 'cancel' : request.event}`,
    subjectType: 'delivery',
    subjectId: after.id,
    before: { status: before.status },
    after: {
      status: after.status,
      ...(after.cancel_reason ? { reason: after.cancel_reason } : {}),
      ...(returned ? { returnedToPantry: returned } : {}),
    },
  });
  if (after.status === 'dispatched' || after.status === 'delivered')
    await notify(tx, {
      kind: `delivery.${after.status}`,
      userId: after.user_id,
      deliveryId: after.id,
    });
  if (after.status === 'dispatched') await queueHandoverSms(tx, after.id);
  return loadDelivery(tx, after);
}
