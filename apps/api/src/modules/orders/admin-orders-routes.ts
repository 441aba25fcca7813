import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  orderParamsSchema,
  orderSchema,
  rejectOrderRequestSchema,
  successEnvelope,
} from '@faza/shared';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { notify } from '../notifications';
import { searchOrders } from './admin-orders-repository';
import { toOrder } from './order-mappers';
import { markOrderPaid, paidOrder } from './mark-order-paid';
import { findOrderLines } from './orders-repository';
import { changeOrderStatus, loadOrder, queueOrderEmail } from './orders-service';
import { currentUser } from '../auth';

const tags = ['orders', 'staff'];

/** Staff decisions on bank-transfer orders (docs/architecture.md §3): confirm the money arrived, or reject. */
export async function adminOrdersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/orders',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary: 'Find orders by status, payment method, invoice number, phone or email',
        querystring: adminOrdersQuerySchema,
        response: {
          200: successEnvelope(adminOrdersResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await searchOrders(app.sql, req.query);
      const lines = await findOrderLines(
        app.sql,
        rows.map((r) => r.id),
      );
      return ok({
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
      });
    },
  );

  api.post(
    '/admin/orders/:id/confirm-payment',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          "Confirm a bank transfer arrived: the order is paid, the money booked and the food put in the customer's pantry",
        params: orderParamsSchema,
        response: {
          200: successEnvelope(orderSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      idempotent(
        req,
        reply,
        app.sql,
        { route: 'admin.orders.confirm-payment', required: true },
        async (tx) => {
          const staff = currentUser(req);
          // The row lock taken here makes a second confirmation wait, then see 'paid' (409).
          const { before, after } = await changeOrderStatus(tx, req.params.id, {
            event: 'confirm_payment',
            actorId: staff.id,
          });
          // Refused after the row lock: the whole decision rolls back, nothing is written.
          refuseOwnDecision(staff.id, before.user_id);
          await markOrderPaid(tx, paidOrder(after), {
            method: 'bank_transfer',
            staffId: staff.id,
            previousStatus: before.status,
          });
          return { status: 200, body: ok(await loadOrder(tx, after)) };
        },
      ),
  );

  api.post(
    '/admin/orders/:id/reject',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary: 'Reject an unpaid order with a reason; the customer is emailed',
        params: orderParamsSchema,
        body: withExample(rejectOrderRequestSchema, {
          reason: 'No transfer arrived within 48 hours',
        }),
        response: {
          200: successEnvelope(orderSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.orders.reject' }, async (tx) => {
        const staff = currentUser(req);
        const { before, after } = await changeOrderStatus(tx, req.params.id, {
          event: 'reject',
          actorId: staff.id,
          reason: req.body.reason,
        });
        refuseOwnDecision(staff.id, before.user_id);
        await recordAudit(tx, {
          actorId: staff.id,
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
        return { status: 200, body: ok(await loadOrder(tx, after)) };
      }),
  );
}
