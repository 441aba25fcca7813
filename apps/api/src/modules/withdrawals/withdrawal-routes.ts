import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  withdrawalCreatedSchema,
  withdrawalRequestSchema,
  withdrawalsResponseSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import type { PayoutsProvider } from './payouts-port';
import { requestWithdrawal } from './request-withdrawal';
import { listUserWithdrawals, toWithdrawal } from './withdrawals-repository';

const tags = ['wallet'];

/** The customer's withdrawals to bank accounts (docs/decisions/0062-withdrawals.md). */
export async function withdrawalRoutes(app: FastifyInstance, opts: { provider: PayoutsProvider }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { sql: app.sql, config: app.config, provider: opts.provider };

  api.post(
    '/wallet/withdrawals',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Withdraw to a bank account (Idempotency-Key required; the password asked again): the amount and its fee are held at once, then paid out by the provider, or first approved by staff when large',
        body: withExample(withdrawalRequestSchema, {
          amount: 5000,
          bankCode: '058',
          accountNumber: '0123454567',
          password: 'your password',
          save: true,
        }),
        response: {
          201: successEnvelope(withdrawalCreatedSchema),
          ...errorResponses(
            'WITHDRAWAL_BELOW_MINIMUM',
            'WITHDRAWAL_PASSWORD_WRONG',
            'BANK_NOT_FOUND',
            'BANK_ACCOUNT_NOT_FOUND',
            'INSUFFICIENT_BALANCE',
            'OWNER_NOT_FOUND',
            'LIMIT_EXCEEDED',
            400,
            401,
            409,
            422,
            429,
            502,
          ),
        },
      },
    },
    (req, reply) => requestWithdrawal(deps, req, reply, currentUser(req), req.body),
  );

  api.get(
    '/wallet/withdrawals',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The customer’s withdrawals, newest first: awaiting_approval, processing, paid, failed or reversed',
        response: { 200: successEnvelope(withdrawalsResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listUserWithdrawals(app.sql, currentUser(req).id);
      return ok({
        withdrawals: rows.map(toWithdrawal),
        feeKobo: app.config.WITHDRAWAL_FEE_NAIRA * 100,
        minKobo: app.config.WITHDRAWAL_MIN_NAIRA * 100,
      });
    },
  );
}
