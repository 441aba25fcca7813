import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushPublicKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeRequestSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
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
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await saveSubscription(app.sql, {
        userId: me.id,
        sessionTokenHash: req.sessionTokenHash!,
        endpoint: req.body.endpoint,
        p256dh: req.body.keys.p256dh,
        auth: req.body.keys.auth,
      });
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
