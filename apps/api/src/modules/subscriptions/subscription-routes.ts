import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  premiumFlags,
  subscribeParamsSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionStatusResponseSchema,
  successEnvelope,
  WALLET_MESSAGES,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { subscribe } from './subscriptions';
import { currentUser, requireUser } from '../auth';

const tags = ['subscriptions'];

/** `POST /api/user/subscribe/{type}` (docs/product-spec.md §7) and the caller's current tier. */
export async function subscriptionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const subscribeRule = { points: app.config.SUBSCRIPTIONS_PER_HOUR, windowSeconds: 3600 };

  api.post(
    '/user/subscribe/:type',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Subscribe to premium or premium_plus, paid from the wallet (Idempotency-Key required). The same tier extends; premium → premium_plus credits unused Premium pro rata',
        params: subscribeParamsSchema,
        body: withExample(subscribeRequestSchema, { period: 'monthly' }),
        response: {
          200: successEnvelope(subscribeResponseSchema),
          ...errorResponses('SUBSCRIPTION_DOWNGRADE', 'INSUFFICIENT_BALANCE', 400, 401, 429),
        },
      },
    },
    (req, reply) =>
      idempotent(
        req,
        reply,
        app.sql,
        {
          route: 'user.subscribe',
          required: true,
          limit: {
            key: `subscribe:user:${currentUser(req).id}`,
            rule: subscribeRule,
            message: WALLET_MESSAGES.tooManySubscriptions,
          },
        },
        async (tx) => ({
          status: 200,
          body: ok(
            await subscribe(tx, {
              userId: currentUser(req).id,
              tier: req.params.type,
              period: req.body.period,
            }),
          ),
        }),
      ),
  );

  api.get(
    '/user/subscription',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My tier and its end date (basic again once the end date passed)',
        response: {
          200: successEnvelope(subscriptionStatusResponseSchema),
          ...errorResponses(401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const me = currentUser(req);
      const flags = premiumFlags(me.subscription_tier, me.subscription_ends_at);
      const active = flags.isPremium;
      return ok({
        tier: flags.isPremiumPlus ? 'premium_plus' : active ? 'premium' : 'basic',
        ends_at: active ? (me.subscription_ends_at?.toISOString() ?? null) : null,
        is_premium: flags.isPremium,
        is_premium_plus: flags.isPremiumPlus,
      });
    },
  );
}
