import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasPermission,
  nairaToKobo,
  successEnvelope,
  walletBalanceParamsSchema,
  walletBalanceResponseSchema,
  walletSendRequestSchema,
  walletSendResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
  WALLET_MESSAGES,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  historyCursor,
  listWalletHistory,
  parseHistoryCursor,
  toWalletTransaction,
} from './history-repository';
import { sendMoney } from './send-money';
import { findWallet, findWalletOfUser } from './wallet-accounts';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';

const tags = ['wallet'];

/** `/api/wallet`: balance, history and send; top-ups are in topup-routes.ts. */
export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const sendRule = { points: config.WALLET_SENDS_PER_MINUTE, windowSeconds: 60 };

  api.get(
    '/wallet/balance/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'A wallet balance in naira (docs/product-spec.md §7): the owner’s, or any for staff',
        params: walletBalanceParamsSchema,
        response: {
          200: successEnvelope(walletBalanceResponseSchema),
          ...errorResponses('WALLET_NOT_FOUND', 400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      const wallet = await findWallet(app.sql, req.params.id);
      // Someone else's wallet does not exist as far as a customer can tell.
      if (!wallet || (wallet.user_id !== me.id && !hasPermission(me.role, 'users:view')))
        throw refuse('WALLET_NOT_FOUND');
      return ok(wallet.balance_kobo / 100);
    },
  );

  api.get(
    '/wallet/transactions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'My wallet history, newest first (pending and failed top-ups included), and whether card top-ups are test money',
        querystring: walletTransactionsQuerySchema,
        response: {
          200: successEnvelope(walletTransactionsResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      const wallet = await findWalletOfUser(app.sql, me.id);
      const test_money = config.PAYMENT_PROVIDER === 'sandbox';
      if (!wallet) return ok({ transactions: [], next_cursor: null, test_money });
      const { limit, direction, cursor } = req.query;
      const { rows } = await listWalletHistory(app.sql, wallet.id, {
        direction,
        limit: limit + 1,
        ...(cursor ? { before: parseHistoryCursor(cursor) } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return ok({
        transactions: page.map(toWalletTransaction),
        next_cursor: rows.length > limit && last ? historyCursor(last) : null,
        test_money,
      });
    },
  );

  api.post(
    '/wallet/send',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Send money to the owner of a FAZA number (Idempotency-Key required; a retry answers the first result)',
        description:
          'Sender and recipient need verified phones: 403 PHONE_NOT_VERIFIED for the sender, and ' +
          'a recipient without one is answered like an unknown FAZA number.',
        body: withExample(walletSendRequestSchema, {
          faza: '123456789012',
          amount: 1200,
          note: 'For groceries',
        }),
        response: {
          200: successEnvelope(walletSendResponseSchema),
          ...errorResponses(
            'RECIPIENT_LIMIT_EXCEEDED',
            'INVALID_FAZA',
            'SELF_SEND',
            'INSUFFICIENT_BALANCE',
            400,
            401,
            403,
            409,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const { faza, amount, note } = req.body;
      return idempotent(
        req,
        reply,
        app.sql,
        {
          route: 'wallet.send',
          required: true,
          limit: {
            key: `wallet-send:user:${me.id}`,
            rule: sendRule,
            message: WALLET_MESSAGES.tooManySends,
          },
        },
        async (tx) => ({
          status: 200,
          body: ok(
            await sendMoney(tx, { senderId: me.id, faza, amountKobo: nairaToKobo(amount), note }),
          ),
        }),
      );
    },
  );
}
