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
import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { refuseOwnDecision } from '../../lib/own-decision';
import { errorResponses, withExample } from '../../lib/route-schema';
import { settleTopUp, topUpNotFound } from './settle-topup';
import {
  findAdminTopUp,
  findTopUpById,
  listStaffTopUps,
  markTopUpFailed,
  type TopUpRow,
} from './topups-repository';
import { currentUser } from '../auth';
import { notify } from '../notifications';

const tags = ['admin'];

/**
 * Locks a top-up waiting for staff — a pending bank transfer, or any top-up under review — that
 * the staff member does not own; 404 / 409 / 403 otherwise.
 */
async function topUpForStaff(tx: TransactionSql, id: string, staffId: string): Promise<TopUpRow> {
  const row = await findTopUpById(tx, id, { lock: true });
  if (!row || (row.method !== 'bank' && row.status !== 'needs_review')) throw topUpNotFound();
  refuseOwnDecision(staffId, row.user_id);
  if (row.status !== 'pending' && row.status !== 'needs_review') throw refuse('TOPUP_NOT_PENDING');
  return row;
}

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
          ...errorResponses('TOPUP_NOT_PENDING', 400, 401, 403, 404, 409, 422),
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
          const staff = currentUser(req);
          const row = await topUpForStaff(tx, req.params.id, staff.id);
          await settleTopUp(tx, row, {
            receivedKobo: req.body.received_kobo,
            staffId: staff.id,
          });
          return { status: 200, body: ok({ topup: (await findAdminTopUp(tx, row.id))! }) };
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
          ...errorResponses('TOPUP_NOT_PENDING', 400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.topups.reject' }, async (tx) => {
        const staff = currentUser(req);
        const row = await topUpForStaff(tx, req.params.id, staff.id);
        await markTopUpFailed(tx, row.id, req.body.reason, staff.id);
        await notify(tx, {
          kind: 'topup.declined',
          userId: row.user_id,
          topUpId: row.id,
          amountKobo: row.amount_kobo,
          reason: req.body.reason,
        });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'topup.reject',
          subjectType: 'wallet_topup',
          subjectId: row.id,
          before: { status: row.status },
          after: { status: 'failed', reason: req.body.reason },
        });
        return { status: 200, body: ok({ topup: (await findAdminTopUp(tx, row.id))! }) };
      }),
  );
}
