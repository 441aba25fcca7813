import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  topUpRequestSchema,
  topUpResponseSchema,
  verifyTopUpParamsSchema,
  verifyTopUpResponseSchema,
  WALLET_MESSAGES,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { publicOrigin, type Providers } from './providers';
import { startTopUp, verifyTopUp } from './topup-actions';
import { currentUser, requireUser } from '../auth';

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
          ...errorResponses('LIMIT_EXCEEDED', 'BANK_TOPUP_PENDING', 400, 401, 422, 429, 502),
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
          const user = currentUser(req);
          const origin = publicOrigin(config, req);
          const body = await startTopUp(
            tx,
            { user, request: req.body, origin },
            {
              config,
              providers,
            },
          );
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
            'LIMIT_EXCEEDED',
            'TOPUP_NOT_FOUND',
            'PAYMENT_UNDER_REVIEW',
            'INSUFFICIENT_BALANCE',
            400,
            401,
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
      return ok(
        await verifyTopUp(app.sql, providers, { user: me, reference, userId, log: req.log }),
      );
    },
  );
}
