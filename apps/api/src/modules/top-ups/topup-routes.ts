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
  WALLET_MESSAGES,
  type TopUpResponse,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { bankDetailsArePlaceholders } from '../../startup-warnings';
import { insertBankTopUp } from './bank-topup';
import { checkCardTopUp } from './card-topup-check';
import { publicOrigin, type Providers } from './providers';
import { insertTopUp, toTopUp, type TopUpRow } from './topups-repository';
import { newReference, walletOfUser } from '../ledger';
import { currentUser, requireUser } from '../auth';
import { notify } from '../notifications';

const tags = ['wallet'];

/** `/api/wallet/topup` and `/api/wallet/verify`: starting a top-up and asking how it went. */
export async function topUpRoutes(app: FastifyInstance, opts: { providers: Providers }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { providers } = opts;
  const topUpRule = { points: config.TOPUPS_PER_HOUR, windowSeconds: 3600 };
  const verifyRule = { points: config.TOPUP_VERIFICATIONS_PER_MINUTE, windowSeconds: 60 };

  api.post(
    '/wallet/topup',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Start a top-up (Idempotency-Key required): card answers the payment URL for a 500×600 window; bank answers our account details and the top-up’s own reference to quote (one pending bank top-up per person: a second is 409)',
        body: withExample(topUpRequestSchema, { amount: 5000, method: 'card' }),
        response: {
          201: successEnvelope(topUpResponseSchema),
          ...errorResponses(400, 401, 409, 422, 429, 502),
        },
      },
    },
    (req, reply) =>
      idempotent(
        req,
        reply,
        app.sql,
        {
          route: 'wallet.topup',
          required: true,
          // A card top-up asks the provider to open a payment; each one costs us a call.
          limit: {
            key: `topup:user:${currentUser(req).id}`,
            rule: topUpRule,
            message: WALLET_MESSAGES.tooManyTopUps,
          },
        },
        async (tx) => {
          const me = currentUser(req);
          const wallet = await walletOfUser(tx, me.id);
          const { method } = req.body;
          const amountKobo = nairaToKobo(req.body.amount);
          const row: TopUpRow =
            method === 'card'
              ? await insertTopUp(tx, {
                  reference: newReference('TOP'),
                  user_id: me.id,
                  wallet_id: wallet.id,
                  method,
                  provider: providers.current.name,
                  amount_kobo: amountKobo,
                })
              : await insertBankTopUp(tx, { userId: me.id, walletId: wallet.id, amountKobo });
          const { reference } = row;
          if (method === 'bank')
            await notify(tx, { kind: 'staff.bank_topup', topUpId: row.id, reference, amountKobo });
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
            body = {
              method,
              reference,
              topup: toTopUp(row),
              bank: {
                bank_name: config.BANK_NAME,
                account_name: config.BANK_ACCOUNT_NAME,
                account_number: config.BANK_ACCOUNT_NUMBER,
                reference,
                placeholder: bankDetailsArePlaceholders(config),
              },
            };
          }
          return { status: 201, body: ok(body) };
        },
      ),
  );

  api.post(
    '/wallet/verify/:reference/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Ask the provider about a top-up and credit the wallet once if it was paid; the same check as the webhook',
        params: verifyTopUpParamsSchema,
        response: {
          200: successEnvelope(verifyTopUpResponseSchema),
          ...errorResponses(
            'TOPUP_NOT_FOUND',
            'PAYMENT_UNDER_REVIEW',
            400,
            401,
            404,
            422,
            429,
            502,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Each call asks the provider: first the point, so a loop cannot hammer it through us.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `topup-verify:user:${me.id}`, rule: verifyRule }],
        WALLET_MESSAGES.tooManyVerifications,
      );
      const { reference, userId } = req.params;
      const staff = hasPermission(me.role, 'orders:confirm');
      if (userId !== me.id && !staff) throw refuse('TOPUP_NOT_FOUND');
      const outcome = await checkCardTopUp(app.sql, providers.of, reference, {
        userId,
        log: req.log,
      });
      // Committed as needs_review: the provider's word did not match the top-up; staff decide.
      if (outcome.topup.status === 'needs_review') throw refuse('PAYMENT_UNDER_REVIEW');
      return ok({
        topup: toTopUp(outcome.topup),
        balance: outcome.balanceKobo / 100,
        balance_kobo: outcome.balanceKobo,
      });
    },
  );
}
