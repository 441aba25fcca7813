import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTopUpResponseSchema,
  adminTopUpsQuerySchema,
  adminTopUpsResponseSchema,
  rejectTopUpRequestSchema,
  successEnvelope,
  topUpIdParamsSchema,
  WALLET_MESSAGES,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../../plugins/session';
import { notify } from '../notifications';
import { transfer } from './ledger';
import { SYSTEM_ACCOUNTS } from './ledger-accounts';
import { topUpNotFound } from './settle-topup';
import {
  findAdminTopUp,
  findTopUpById,
  listBankTopUps,
  markTopUpCredited,
  markTopUpFailed,
  type TopUpRow,
} from './topups-repository';

const tags = ['admin'];

const notice = (row: TopUpRow) => ({
  userId: row.user_id,
  topUpId: row.id,
  amountKobo: row.amount_kobo,
});

/** Locks a bank top-up that is still pending; 404 / 409 otherwise. */
async function openBankTopUp(tx: TransactionSql, id: string): Promise<TopUpRow> {
  const row = await findTopUpById(tx, id, { lock: true });
  if (!row || row.method !== 'bank') throw topUpNotFound();
  if (row.status !== 'pending')
    throw new AppError(409, 'TOPUP_NOT_PENDING', WALLET_MESSAGES.topUpNotPending);
  return row;
}

/** Staff console: bank-transfer top-ups waiting for confirmation (issue 9 item 4). */
export async function adminTopUpsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/topups',
    {
      config: { permission: 'orders:view' },
      schema: {
        tags,
        summary: 'Bank-transfer top-ups by status (pending: oldest first)',
        querystring: adminTopUpsQuerySchema,
        response: {
          200: successEnvelope(adminTopUpsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ topups: await listBankTopUps(app.sql, req.query.status) });
    },
  );

  api.post(
    '/admin/topups/:id/confirm',
    {
      config: { permission: 'orders:confirm' },
      schema: {
        tags,
        summary:
          'Confirm a bank transfer arrived (Idempotency-Key required): the wallet is credited once from bank-transfer clearing',
        params: topUpIdParamsSchema,
        response: {
          200: successEnvelope(adminTopUpResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
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
          const row = await openBankTopUp(tx, req.params.id);
          const { transfer: moved } = await transfer(tx, {
            kind: 'topup_bank',
            amountKobo: row.amount_kobo,
            debit: SYSTEM_ACCOUNTS.bankClearing,
            credit: row.wallet_id,
            reference: row.reference,
            metadata: { topup_id: row.id, confirmed_by: staff.id },
          });
          await markTopUpCredited(tx, row.id, moved.id, staff.id);
          await notify(tx, { ...notice(row), kind: 'topup.credited' });
          await recordAudit(tx, {
            actorId: staff.id,
            action: 'topup.confirm',
            subjectType: 'wallet_topup',
            subjectId: row.id,
            before: { status: row.status },
            after: { status: 'success', amountKobo: row.amount_kobo, transfer: moved.id },
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
        summary: 'Reject a bank-transfer top-up with a reason; nothing is credited',
        params: topUpIdParamsSchema,
        body: withExample(rejectTopUpRequestSchema, { reason: 'No transfer received' }),
        response: {
          200: successEnvelope(adminTopUpResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.topups.reject' }, async (tx) => {
        const staff = currentUser(req);
        const row = await openBankTopUp(tx, req.params.id);
        await markTopUpFailed(tx, row.id, req.body.reason, staff.id);
        await notify(tx, { ...notice(row), kind: 'topup.declined', reason: req.body.reason });
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
