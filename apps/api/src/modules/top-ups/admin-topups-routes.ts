import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTopUpResponseSchema,
  adminTopUpsQuerySchema,
  adminTopUpsResponseSchema,
  confirmTopUpRequestSchema,
  rejectTopUpRequestSchema,
  successEnvelope,
  topUpIdParamsSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { confirmTopUp, rejectTopUp } from './staff-topup-actions';
import { listStaffTopUps } from './topups-repository';
import { currentUser } from '../auth';

const tags = ['admin'];

/** Staff console: bank-transfer top-ups to confirm, and top-ups sent to staff review. */
export async function adminTopUpsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/topups',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary:
          'Bank-transfer top-ups by status, or every top-up under review (needs_review); waiting ones oldest first',
        querystring: adminTopUpsQuerySchema,
        response: {
          200: successEnvelope(adminTopUpsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ topups: await listStaffTopUps(app.sql, req.query.status) });
    },
  );

  // Shaped like the order confirmation (orders/admin-orders-routes.ts): both are idempotent staff
  // decisions, but they settle different records through different steps, so they stay two.
  api.post(
    '/admin/topups/:id/confirm',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Confirm what arrived for a pending bank transfer or a top-up under review (Idempotency-Key required): the wallet is credited once with `received_kobo`',
        params: topUpIdParamsSchema,
        body: withExample(confirmTopUpRequestSchema, { received_kobo: 250_000 }),
        response: {
          200: successEnvelope(adminTopUpResponseSchema),
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'TOPUP_NOT_PENDING',
            'TOPUP_NOT_FOUND',
            'OWN_DECISION',
            'INSUFFICIENT_BALANCE',
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
        { route: 'admin.topups.confirm', required: true },
        async (tx) => {
          const staffId = currentUser(req).id;
          const topup = await confirmTopUp(tx, req.params.id, staffId, req.body.received_kobo);
          return { status: 200, body: ok({ topup }) };
        },
      ),
  );

  api.post(
    '/admin/topups/:id/reject',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Reject a pending bank transfer or a top-up under review, with a reason; nothing is credited',
        params: topUpIdParamsSchema,
        body: withExample(rejectTopUpRequestSchema, { reason: 'No transfer received' }),
        response: {
          200: successEnvelope(adminTopUpResponseSchema),
          ...errorResponses('TOPUP_NOT_PENDING', 'TOPUP_NOT_FOUND', 'OWN_DECISION', 400, 401, 422),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.topups.reject' }, async (tx) => {
        const staffId = currentUser(req).id;
        const topup = await rejectTopUp(tx, req.params.id, staffId, req.body.reason);
        return { status: 200, body: ok({ topup }) };
      }),
  );
}
