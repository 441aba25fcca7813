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
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { confirmOrderPayment, findOrdersForStaff, rejectOrder } from './staff-order-actions';

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
      return ok(await findOrdersForStaff(app.sql, req.query));
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
          ...errorResponses(
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'ORDER_NOT_FOUND',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_REJECTABLE',
            'ORDER_NOT_AWAITING_PAYMENT',
            'OWN_DECISION',
            'INSUFFICIENT_BALANCE',
            'OWNER_NOT_FOUND',
            'UNKNOWN_PRODUCT',
            400,
            401,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(
        req,
        reply,
        app.sql,
        { route: 'admin.orders.confirm-payment', required: true },
        async (tx) => ({
          status: 200,
          body: ok(await confirmOrderPayment(tx, req.params.id, currentUser(req).id)),
        }),
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
          ...errorResponses(
            'ORDER_NOT_FOUND',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_REJECTABLE',
            'ORDER_NOT_AWAITING_PAYMENT',
            'OWN_DECISION',
            400,
            401,
            422,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.orders.reject' }, async (tx) => ({
        status: 200,
        body: ok(await rejectOrder(tx, req.params.id, currentUser(req).id, req.body.reason)),
      })),
  );
}
