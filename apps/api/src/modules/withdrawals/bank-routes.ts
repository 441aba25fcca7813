import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  banksResponseSchema,
  resolveAccountQuerySchema,
  resolvedAccountSchema,
  saveBankAccountRequestSchema,
  savedBankAccountParamsSchema,
  savedBankAccountResponseSchema,
  savedBankAccountsResponseSchema,
  successEnvelope,
  waitText,
} from '@faza/shared';
import { z } from 'zod';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { resolveBankAccount } from './bank-actions';
import type { PayoutsProvider } from './payouts-port';
import {
  deleteSavedAccount,
  listSavedAccounts,
  saveResolvedAccount,
} from './saved-accounts-repository';

const tags = ['wallet'];
/** Each name enquiry asks the bank: enough for a customer typing, not for a harvest. */
const RESOLVE_RULE = { points: 20, windowSeconds: 60 };

/** Banks, name enquiry and the customer's saved accounts (docs/decisions/0062-withdrawals.md). */
export async function bankRoutes(app: FastifyInstance, opts: { provider: PayoutsProvider }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { provider } = opts;

  api.get(
    '/banks',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Nigerian banks a withdrawal can be paid to (the payout provider’s list)',
        response: { 200: successEnvelope(banksResponseSchema), ...errorResponses(401, 502) },
      },
    },
    async () => ok({ banks: await provider.listBanks() }),
  );

  api.get(
    '/banks/resolve',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Name enquiry: the account holder’s name as the bank reports it, before a withdrawal is confirmed',
        querystring: resolveAccountQuerySchema,
        response: {
          200: successEnvelope(resolvedAccountSchema),
          ...errorResponses('BANK_NOT_FOUND', 'BANK_ACCOUNT_NOT_FOUND', 400, 401, 422, 429, 502),
        },
      },
    },
    async (req, reply) => {
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `bank-resolve:user:${currentUser(req).id}`, rule: RESOLVE_RULE }],
        waitText,
      );
      return ok(await resolveBankAccount(provider, req.query.accountNumber, req.query.bankCode));
    },
  );

  api.get(
    '/wallet/bank-accounts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The customer’s saved bank accounts, the last used first',
        response: {
          200: successEnvelope(savedBankAccountsResponseSchema),
          ...errorResponses(401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ accounts: await listSavedAccounts(app.sql, currentUser(req).id) });
    },
  );

  api.post(
    '/wallet/bank-accounts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save a bank account for next time; its name is asked of the bank again',
        body: withExample(saveBankAccountRequestSchema, {
          accountNumber: '0123454567',
          bankCode: '058',
        }),
        response: {
          200: successEnvelope(savedBankAccountResponseSchema),
          ...errorResponses('BANK_NOT_FOUND', 'BANK_ACCOUNT_NOT_FOUND', 400, 401, 422, 429, 502),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `bank-resolve:user:${me.id}`, rule: RESOLVE_RULE }],
        waitText,
      );
      const account = await resolveBankAccount(provider, req.body.accountNumber, req.body.bankCode);
      return ok({ account: await saveResolvedAccount(app.sql, me.id, account) });
    },
  );

  api.delete(
    '/wallet/bank-accounts/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Forget one of the customer’s saved bank accounts',
        params: savedBankAccountParamsSchema,
        response: {
          200: successEnvelope(z.object({ deleted: z.literal(true) })),
          ...errorResponses('SAVED_BANK_ACCOUNT_NOT_FOUND', 400, 401, 404),
        },
      },
    },
    async (req) => {
      if (!(await deleteSavedAccount(app.sql, currentUser(req).id, req.params.id)))
        throw refuse('SAVED_BANK_ACCOUNT_NOT_FOUND');
      return ok({ deleted: true as const });
    },
  );
}
