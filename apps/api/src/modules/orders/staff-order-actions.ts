import type { AdminOrdersQuery, adminOrdersResponseSchema, Order } from '@faza/shared';
import type { z } from 'zod';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { notify } from '../notifications';
import { searchOrders } from './admin-orders-repository';
import { markOrderPaid, paidOrder } from './mark-order-paid';
import { toOrder } from './order-mappers';
import { findOrderLines } from './orders-repository';
import { changeOrderStatus, loadOrder, queueOrderEmail } from './orders-service';

// The staff's actions on orders (docs/architecture.md §1 "Adding a feature", §3 "Who confirms a
// bank transfer"): each is one function a route calls once. The two decisions run in the
// transaction idempotent() opens for them, with the key's stored answer.

/** The orders a search finds, each with its lines and customer. */
export async function findOrdersForStaff(
  db: Queryable,
  query: AdminOrdersQuery,
): Promise<z.infer<typeof adminOrdersResponseSchema>> {
  const rows = await searchOrders(db, query);
  const lines = await findOrderLines(
    db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => ({
      ...toOrder(r, lines.get(r.id) ?? []),
      customer: {
        id: r.user_id,
        name: r.customer_name,
        phone: r.customer_phone,
        email: r.customer_email,
        faza: r.customer_faza,
      },
    })),
  };
}

/** A bank transfer arrived: the order is paid through markOrderPaid (decision 0023). */
export async function confirmOrderPayment(
  tx: TransactionSql,
  orderId: string,
  staffId: string,
): Promise<Order> {
  // The row lock taken here makes a second confirmation wait, then see 'paid' (409).
  const { before, after } = await changeOrderStatus(tx, orderId, {
    event: 'confirm_payment',
    actorId: staffId,
  });
  // Refused after the row lock: the whole decision rolls back, nothing is written.
  refuseOwnDecision(staffId, before.user_id);
  await markOrderPaid(tx, paidOrder(after), {
    method: 'bank_transfer',
    staffId,
    previousStatus: before.status,
  });
  return loadOrder(tx, after);
}

/** No transfer came: the unpaid order is rejected with a reason, audited, and the customer told. */
export async function rejectOrder(
  tx: TransactionSql,
  orderId: string,
  staffId: string,
  reason: string,
): Promise<Order> {
  const { before, after } = await changeOrderStatus(tx, orderId, {
    event: 'reject',
    actorId: staffId,
    reason,
  });
  refuseOwnDecision(staffId, before.user_id);
  await recordAudit(tx, {
    actorId: staffId,
    action: 'order.reject',
    subjectType: 'order',
    subjectId: after.id,
    before: { status: before.status },
    after: { status: after.status, reason: after.cancel_reason },
  });
  await queueOrderEmail(tx, after.id, 'rejected');
  await notify(tx, {
    kind: 'order.rejected',
    userId: after.user_id,
    orderId: after.id,
    invoice: after.invoice_number,
    reason: after.cancel_reason,
  });
  return loadOrder(tx, after);
}
