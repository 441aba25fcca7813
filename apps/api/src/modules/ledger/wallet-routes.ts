import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { sendMoney } from './send-money';
import { readWalletBalance, readWalletTransactions } from './wallet-reads';
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
      reply.header('cache-control', 'no-store');
      return ok(await readWalletBalance(app.sql, currentUser(req), req.params.id));
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
      reply.header('cache-control', 'no-store');
      const testMoney = config.PAYMENT_PROVIDER === 'sandbox';
      return ok(await readWalletTransactions(app.sql, currentUser(req), req.query, testMoney));
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
