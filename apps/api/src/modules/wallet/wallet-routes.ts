import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasPermission,
  nairaToKobo,
  PATHS,
  successEnvelope,
  topUpRequestSchema,
  topUpResponseSchema,
  verifyTopUpParamsSchema,
  verifyTopUpResponseSchema,
  walletBalanceParamsSchema,
  walletBalanceResponseSchema,
  walletSendRequestSchema,
  walletSendResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
  WALLET_MESSAGES,
  type TopUpResponse,
} from '@faza/shared';
import { AppError, notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { bankDetailsArePlaceholders } from '../../startup-warnings';
import { currentUser, requireUser } from '../../plugins/session';
import { notify } from '../notifications';
import {
  historyCursor,
  listWalletHistory,
  parseHistoryCursor,
  toWalletTransaction,
} from './history-repository';
import { publicOrigin, type Providers } from './providers';
import { sendMoney, newReference } from './send-money';
import { settleTopUp } from './settle-topup';
import { insertTopUp, toTopUp } from './topups-repository';
import { findWallet, findWalletOfUser, walletOfUser } from './wallet-accounts';

const tags = ['wallet'];

/** `/api/wallet`: balance, history, top-up, verify and send (issue 9 items 2–5). */
export async function walletRoutes(app: FastifyInstance, opts: { providers: Providers }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { providers } = opts;
  const sendRule = { points: config.WALLET_SENDS_PER_MINUTE, windowSeconds: 60 };

  api.get(
    '/wallet/balance/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A wallet balance in naira (spec §7): the owner’s, or any for staff',
        params: walletBalanceParamsSchema,
        response: {
          200: successEnvelope(walletBalanceResponseSchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      const wallet = await findWallet(app.sql, req.params.id);
      // Someone else's wallet does not exist as far as a customer can tell.
      if (!wallet || (wallet.user_id !== me.id && !hasPermission(me.role, 'users:view')))
        throw notFound(WALLET_MESSAGES.walletNotFound, 'WALLET_NOT_FOUND');
      return ok(wallet.balance_kobo / 100);
    },
  );

  api.get(
    '/wallet/transactions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My wallet history, newest first (pending and failed top-ups included)',
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
      if (!wallet) return ok({ transactions: [], next_cursor: null });
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
      });
    },
  );

  api.post(
    '/wallet/topup',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Start a top-up (Idempotency-Key required): card answers the payment URL for a 500×600 window; bank answers our account details with the FAZA number as reference',
        body: withExample(topUpRequestSchema, { amount: 5000, method: 'card' }),
        response: {
          201: successEnvelope(topUpResponseSchema),
          ...errorResponses(400, 401, 409, 422, 502),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'wallet.topup', required: true }, async (tx) => {
        const me = currentUser(req);
        const wallet = await walletOfUser(tx, me.id);
        const { method } = req.body;
        const amountKobo = nairaToKobo(req.body.amount);
        const reference = newReference(method === 'card' ? 'TOP' : 'BNK');
        const provider = method === 'card' ? providers.current.name : 'bank';
        const row = await insertTopUp(tx, {
          reference,
          user_id: me.id,
          wallet_id: wallet.id,
          method,
          provider,
          amount_kobo: amountKobo,
        });
        let body: TopUpResponse;
        if (method === 'card') {
          const origin = publicOrigin(config, req);
          // A provider that refuses or does not answer rolls the pending top-up back (502).
          const { paymentUrl } = await providers.current.initialize({
            reference,
            amountKobo,
            email: me.email,
            origin,
            callbackUrl: `${origin}${PATHS.wallet}?reference=${encodeURIComponent(reference)}`,
          });
          body = {
            method,
            reference,
            topup: toTopUp(row),
            provider: providers.current.name,
            payment_url: paymentUrl,
          };
        } else {
          await notify(tx, {
            kind: 'staff.bank_topup',
            topUpId: row.id,
            reference,
            amountKobo,
          });
          body = {
            method,
            reference,
            topup: toTopUp(row),
            bank: {
              bank_name: config.BANK_NAME,
              account_name: config.BANK_ACCOUNT_NAME,
              account_number: config.BANK_ACCOUNT_NUMBER,
              reference: me.faza,
              placeholder: bankDetailsArePlaceholders(config),
            },
          };
        }
        return { status: 201, body: ok(body) };
      }),
  );

  api.post(
    '/wallet/verify/:reference/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Ask the provider about a top-up and credit the wallet once if it was paid (spec §7); the same as the webhook',
        params: verifyTopUpParamsSchema,
        response: {
          200: successEnvelope(verifyTopUpResponseSchema),
          ...errorResponses(400, 401, 404, 422, 502),
        },
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { reference, userId } = req.params;
      const staff = hasPermission(me.role, 'orders:confirm');
      if (userId !== me.id && !staff)
        throw notFound(WALLET_MESSAGES.topUpNotFound, 'TOPUP_NOT_FOUND');
      const outcome = await settleTopUp(app.sql, providers.of, reference, { userId });
      // Marked failed (committed) and refused: the provider's word did not match the top-up.
      if (outcome.mismatch) throw new AppError(422, 'PAYMENT_MISMATCH', outcome.mismatch);
      return ok({
        topup: toTopUp(outcome.topup),
        balance: outcome.balanceKobo / 100,
        balance_kobo: outcome.balanceKobo,
      });
    },
  );

  api.post(
    '/wallet/send',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Send money to the owner of a FAZA number (Idempotency-Key required; a retry answers the first result)',
        body: withExample(walletSendRequestSchema, {
          faza: '123456789012',
          amount: 1200,
          note: 'For groceries',
        }),
        response: {
          200: successEnvelope(walletSendResponseSchema),
          ...errorResponses(400, 401, 409, 422, 429),
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
