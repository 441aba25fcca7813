import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminWithdrawalResponseSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  rejectWithdrawalRequestSchema,
  successEnvelope,
  withdrawalParamsSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  approveWithdrawal,
  listWithdrawalsForStaff,
  rejectWithdrawal,
} from './staff-withdrawal-actions';

const tags = ['admin'];

/** Staff console: withdrawals waiting for approval, failed and reversed; approve or reject. */
export async function adminWithdrawalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/withdrawals',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary:
          'Withdrawals by state: awaiting_approval (default, oldest first), failed or reversed (newest first)',
        querystring: adminWithdrawalsQuerySchema,
        response: {
          200: successEnvelope(adminWithdrawalsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ withdrawals: await listWithdrawalsForStaff(app.sql, req.query.state) });
    },
  );

  api.post(
    '/admin/withdrawals/:id/approve',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Approve a large withdrawal: the provider is asked to pay it. Never the customer’s own (Idempotency-Key accepted)',
        params: withdrawalParamsSchema,
        response: {
          200: successEnvelope(adminWithdrawalResponseSchema),
          ...errorResponses(
            'WITHDRAWAL_NOT_FOUND',
            'WITHDRAWAL_DECIDED',
            'OWN_DECISION',
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
      idempotent(req, reply, app.sql, { route: 'admin.withdrawal.approve' }, async (tx) => ({
        status: 200,
        body: ok({ withdrawal: await approveWithdrawal(tx, req.params.id, currentUser(req).id) }),
      })),
  );

  api.post(
    '/admin/withdrawals/:id/reject',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Reject a large withdrawal with a reason: its money returns to the wallet and the customer is told',
        params: withdrawalParamsSchema,
        body: withExample(rejectWithdrawalRequestSchema, { reason: 'Account name does not match' }),
        response: {
          200: successEnvelope(adminWithdrawalResponseSchema),
          ...errorResponses(
            'WITHDRAWAL_NOT_FOUND',
            'WITHDRAWAL_DECIDED',
            'OWN_DECISION',
            // The return goes through the ledger's one writer.
            'INSUFFICIENT_BALANCE',
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
      idempotent(req, reply, app.sql, { route: 'admin.withdrawal.reject' }, async (tx) => ({
        status: 200,
        body: ok({
          withdrawal: await rejectWithdrawal(
            tx,
            req.params.id,
            currentUser(req).id,
            req.body.reason,
          ),
        }),
      })),
  );
}
