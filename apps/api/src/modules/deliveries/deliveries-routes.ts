import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consumeRequestSchema,
  deliveriesResponseSchema,
  deliveryParamsSchema,
  deliverySchema,
  DELIVERY_MESSAGES,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { cancelMyDelivery, listMyDeliveries } from './delivery-actions';
import { requestDelivery } from './deliveries-service';
import { currentUser, requireUser } from '../auth';

const tags = ['deliveries'];

/** The customer's side of deliveries: request one from the pantry, list them, cancel one. */
export async function deliveriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requestRule = { points: app.config.DELIVERY_REQUESTS_PER_HOUR, windowSeconds: 3600 };

  api.post(
    '/pantry/consume',
    {
      preHandler: requireUser,
      schema: {
        tags: ['pantry', ...tags],
        description:
          'Requests delivery of pantry food (docs/architecture.md §3): the lots leave the pantry into a ' +
          'delivery request. Requires an Idempotency-Key header. At most ' +
          'DELIVERY_REQUESTS_PER_HOUR requests per user an hour (429 with retryAfterSeconds).',
        body: withExample(consumeRequestSchema, {
          items: [{ 'lot-id': '0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b', quantity: 2 }],
          address: { street: '12 Allen Avenue', area: 'Ikeja', city: 'Lagos', state: 'Lagos' },
          phone: '08031234567',
          note: 'Call on arrival',
        }),
        response: {
          201: successEnvelope(deliverySchema),
          ...errorResponses(
            'DELIVERY_FEE_CHANGED',
            'DELIVERY_ZONE_NOT_SERVED',
            'INSUFFICIENT_BALANCE',
            'SLOT_FULL',
            'SLOT_NOT_FOUND',
            'NOT_IN_PANTRY',
            'FOOD_EXPIRED',
            'QUANTITY_OUT_OF_RANGE',
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
      // Before anything is read or locked: a refused request moves no food.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `delivery-request:user:${me.id}`, rule: requestRule }],
        DELIVERY_MESSAGES.tooManyRequests,
      );
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'pantry.consume', required: true },
        async (tx) => ({ status: 201, body: ok(await requestDelivery(tx, me.id, req.body)) }),
      );
    },
  );

  api.get(
    '/deliveries',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The caller’s deliveries, newest first (the last 50).',
        response: { 200: successEnvelope(deliveriesResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      return ok({ deliveries: await listMyDeliveries(app.sql, me.id) });
    },
  );

  api.post(
    '/deliveries/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Cancels the caller’s delivery while it is still requested; the food goes back to the ' +
          'pantry with its original expiry.',
        params: deliveryParamsSchema,
        response: {
          200: successEnvelope(deliverySchema),
          ...errorResponses(
            'INSUFFICIENT_BALANCE',
            'DELIVERY_NOT_FOUND',
            'DELIVERY_FINISHED',
            'DELIVERY_NOT_CANCELLABLE',
            'DELIVERY_NOT_REQUESTED',
            'DELIVERY_NOT_DISPATCHED',
            400,
            401,
            422,
          ),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(req, reply, app.sql, { route: 'deliveries.cancel' }, async (tx) => {
        return { status: 200, body: ok(await cancelMyDelivery(tx, req.params.id, me.id)) };
      });
    },
  );
}
