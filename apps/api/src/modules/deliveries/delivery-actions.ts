import type { Delivery } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { toDelivery } from './deliveries-mappers';
import { findDeliveryLines, listDeliveriesOfUser } from './deliveries-repository';
import { changeDeliveryStatus, loadDelivery } from './deliveries-service';

// A customer's deliveries (docs/architecture.md §1 "Adding a feature"): each is one function a
// route calls once. Requesting one is requestDelivery (deliveries-service.ts).

/** The customer's deliveries, newest first (the last 50), each with its lines. */
export async function listMyDeliveries(db: Queryable, userId: string): Promise<Delivery[]> {
  const rows = await listDeliveriesOfUser(db, userId, 50);
  const lines = await findDeliveryLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDelivery(r, lines.get(r.id) ?? []));
}

/** The customer cancels a delivery still requested: its food goes back to the pantry. */
export async function cancelMyDelivery(
  tx: TransactionSql,
  deliveryId: string,
  userId: string,
): Promise<Delivery> {
  const { after } = await changeDeliveryStatus(tx, deliveryId, {
    event: 'cancel_by_customer',
    actorId: userId,
    ownerId: userId,
  });
  return loadDelivery(tx, after);
}
