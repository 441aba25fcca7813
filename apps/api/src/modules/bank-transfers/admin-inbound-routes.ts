import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInboundListResponseSchema,
  adminInboundQuerySchema,
  adminInboundResponseSchema,
  creditInboundRequestSchema,
  inboundIdParamsSchema,
  returnInboundRequestSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  creditHeldTransfer,
  listInboundForStaff,
  returnHeldTransfer,
} from './staff-inbound-actions';

const tags = ['admin'];

/** Staff console: transfers into virtual accounts held for review, and the two decisions on them. */
export async function adminInboundRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/inbound-transfers',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary:
          'Transfers into customers’ account numbers by state (default needs_review: nobody holds the account, or the provider’s re-check contradicts the event), oldest first',
        querystring: adminInboundQuerySchema,
        response: {
          200: successEnvelope(adminInboundListResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ transfers: await listInboundForStaff(app.sql, req.query.state) });
    },
  );

  api.post(
    '/admin/inbound-transfers/:id/credit',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Credit a held transfer to the customer it was meant for, by Faza ID (Idempotency-Key required); never to the staff member',
        params: inboundIdParamsSchema,
        body: withExample(creditInboundRequestSchema, { faza: '123456789012' }),
        response: {
          200: successEnvelope(adminInboundResponseSchema),
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'INBOUND_TRANSFER_NOT_FOUND',
            'INBOUND_TRANSFER_DECIDED',
            'INBOUND_TRANSFER_NOT_NAIRA',
            'OWNER_NOT_FOUND',
            'OWN_DECISION',
            // Crediting pays the customer's waiting orders through the one order-paid step.
            'INSUFFICIENT_BALANCE',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_AWAITING_PAYMENT',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_FOUND',
            'ORDER_NOT_REJECTABLE',
            'UNKNOWN_PRODUCT',
            400,
            401,
            403,
            404,
            409,
            422,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(
        req,
        reply,
        app.sql,
        { route: 'admin.inbound.credit', required: true },
        async (tx) => ({
          status: 200,
          body: ok({
            transfer: await creditHeldTransfer(
              tx,
              req.params.id,
              currentUser(req).id,
              req.body.faza,
            ),
          }),
        }),
      ),
  );

  api.post(
    '/admin/inbound-transfers/:id/return',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Mark a held transfer to go back to its sender, with a reason; nothing is credited',
        params: inboundIdParamsSchema,
        body: withExample(returnInboundRequestSchema, { reason: 'Sender asked for it back' }),
        response: {
          200: successEnvelope(adminInboundResponseSchema),
          ...errorResponses(
            'INBOUND_TRANSFER_NOT_FOUND',
            'INBOUND_TRANSFER_DECIDED',
            400,
            401,
            403,
            404,
            409,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.inbound.return' }, async (tx) => ({
        status: 200,
        body: ok({
          transfer: await returnHeldTransfer(
            tx,
            req.params.id,
            currentUser(req).id,
            req.body.reason,
          ),
        }),
      })),
  );
}
