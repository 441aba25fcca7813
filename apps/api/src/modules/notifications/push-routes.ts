import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushPublicKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeRequestSchema,
  NOTIFICATION_MESSAGES,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { checkPushEndpoint, pushEndpointPolicy } from './push-endpoints';
import { deleteSubscription, saveSubscription } from './push-subscriptions-repository';
import type { VapidKeys } from './vapid';

const tags = ['notifications'];

const EXAMPLE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dGVzdC1lbmRwb2ludA';

/** `/api/push`: the VAPID public key, and this browser's subscription for the signed-in person. */
export async function pushRoutes(
  app: FastifyInstance,
  { keys }: { keys: () => Promise<VapidKeys> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const policy = pushEndpointPolicy(app.config);

  api.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: "The VAPID public key to pass to pushManager.subscribe's applicationServerKey",
        response: { 200: successEnvelope(pushPublicKeyResponseSchema) },
      },
    },
    async () => ok({ public_key: (await keys()).publicKey }),
  );

  api.post(
    '/push/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Keep this browser's push subscription (PushSubscription.toJSON()) for the signed-in person, until this session ends",
        description:
          'Only https endpoints on port 443 at the known push services (PUSH_SERVICE_HOSTS) are kept: ' +
          'another answers 400 PUSH_SERVICE_NOT_ALLOWED. An endpoint another account still receives on ' +
          'a signed-in session answers 409 PUSH_SUBSCRIPTION_TAKEN. An account keeps its 10 newest ' +
          'subscriptions; registering is rate-limited (429).',
        body: withExample(pushSubscriptionRequestSchema, {
          endpoint: EXAMPLE_ENDPOINT,
          expirationTime: null,
          keys: {
            p256dh:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        response: {
          201: successEnvelope(pushSubscriptionResponseSchema),
          ...errorResponses(
            'PUSH_SERVICE_NOT_ALLOWED',
            'PUSH_SUBSCRIPTION_TAKEN',
            400,
            401,
            409,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Our worker connects wherever the endpoint says: only the push services (decision 0046).
      const verdict = checkPushEndpoint(req.body.endpoint, policy);
      if (!verdict.ok) {
        req.log.warn({ reason: verdict.reason }, 'push subscription refused');
        throw refuse('PUSH_SERVICE_NOT_ALLOWED');
      }
      await enforceLimits(
        app.sql,
        reply,
        [
          {
            key: `push-subscribe:user:${me.id}`,
            rule: { points: app.config.PUSH_SUBSCRIPTIONS_PER_HOUR, windowSeconds: 3600 },
          },
        ],
        NOTIFICATION_MESSAGES.tooManySubscriptions,
      );
      const kept = await saveSubscription(
        app.sql,
        {
          userId: me.id,
          sessionTokenHash: req.sessionTokenHash!,
          endpoint: req.body.endpoint,
          p256dh: req.body.keys.p256dh,
          auth: req.body.keys.auth,
        },
        app.config.SESSION_IDLE_DAYS,
      );
      if (!kept) throw refuse('PUSH_SUBSCRIPTION_TAKEN');
      reply.code(201);
      return ok({ subscribed: true });
    },
  );

  api.delete(
    '/push/subscriptions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Forget this browser's push subscription",
        body: withExample(pushUnsubscribeRequestSchema, { endpoint: EXAMPLE_ENDPOINT }),
        response: {
          200: successEnvelope(pushSubscriptionResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req) => {
      await deleteSubscription(app.sql, currentUser(req).id, req.body.endpoint);
      return ok({ subscribed: false });
    },
  );
}
