import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignRiderRequestSchema,
  deliveryParamsSchema,
  deliverySchema,
  riderLocationRequestSchema,
  ridersResponseSchema,
  riderRunsQuerySchema,
  riderRunsResponseSchema,
  riderRunResponseSchema,
  riderStatusRequestSchema,
  successEnvelope,
} from '@faza/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import {
  assignRider,
  myDelivery,
  ridersToAssign,
  riderRun,
  ridersRuns,
  riderStep,
  saveRiderPosition,
} from './rider-actions';

const tags = ['deliveries', 'riders'];
/** Tries at a delivery's hand-over code an hour: 4 digits must not be guessable at the door. */
const CODE_TRIES = { points: 5, windowSeconds: 3600 };
/** Positions a minute: the page sends one every 20 s; a stuck loop must not fill the table's writes. */
const POSITIONS_PER_MINUTE = { points: 12, windowSeconds: 60 };

/** Riders' routes, assigning a rider, and the customer's one delivery (docs/decisions/0057). */
export async function riderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/deliveries/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The caller’s delivery with its hand-over code, its rider’s first name, and the rider’s last position while on the way.',
        params: deliveryParamsSchema,
        response: {
          200: successEnvelope(deliverySchema),
          ...errorResponses(401, 'DELIVERY_NOT_FOUND'),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await myDelivery(app.sql, req.params.id, currentUser(req).id));
    },
  );

  api.post(
    '/admin/deliveries/:id/assign',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary: 'Give an open delivery to a rider',
        params: deliveryParamsSchema,
        body: withExample(assignRiderRequestSchema, {
          riderId: '0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
        response: {
          200: successEnvelope(deliverySchema),
          ...errorResponses(
            'DELIVERY_FINISHED',
            'DELIVERY_NOT_FOUND',
            'NOT_A_RIDER',
            400,
            401,
            403,
            404,
            409,
            422,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.deliveries.assign' }, async (tx) => ({
        status: 200,
        body: ok(await assignRider(tx, req.params.id, req.body.riderId, currentUser(req).id)),
      })),
  );

  api.get(
    '/admin/riders',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary: 'The riders a delivery may be assigned to',
        response: { 200: successEnvelope(ridersResponseSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok({ riders: await ridersToAssign(app.sql) }),
  );

  api.get(
    '/admin/riders/runs',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary: 'Each rider’s run on a Lagos day, in the order the rider drives it',
        description:
          'Deliveries in a slot that day, any status; per rider by slot start, then Premium Plus, Premium, basic, then request time (the rider’s own list uses the same rule).',
        querystring: riderRunsQuerySchema,
        response: {
          200: successEnvelope(riderRunsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await ridersRuns(app.sql, req.query.date));
    },
  );

  api.get(
    '/rider/deliveries',
    {
      config: { permission: 'deliveries:ride' },
      schema: {
        tags,
        description:
          'The rider’s run: their open deliveries in slot order, with addresses, phones and items.',
        response: { 200: successEnvelope(riderRunResponseSchema), ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ deliveries: await riderRun(app.sql, currentUser(req).id) });
    },
  );

  api.post(
    '/rider/deliveries/:id/status',
    {
      config: { permission: 'deliveries:ride' },
      schema: {
        tags,
        description:
          'Picked up → on the way → delivered (with the customer’s 4-digit code, 5 tries an hour) or failed (with a reason: back to the queue). Only the rider’s own deliveries.',
        params: deliveryParamsSchema,
        body: withExample(riderStatusRequestSchema, { status: 'delivered', code: '1234' }),
        response: {
          200: successEnvelope(deliverySchema),
          ...errorResponses(
            'DELIVERY_FINISHED',
            'DELIVERY_NOT_CANCELLABLE',
            'DELIVERY_NOT_DISPATCHED',
            'DELIVERY_NOT_FOUND',
            'DELIVERY_NOT_PICKED_UP',
            'DELIVERY_NOT_REQUESTED',
            'HANDOVER_CODE_WRONG',
            'INSUFFICIENT_BALANCE',
            400,
            401,
            403,
            404,
            409,
            422,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (req.body.status === 'delivered')
        await enforceLimits(
          app.sql,
          reply,
          [{ key: `handover-code:delivery:${req.params.id}`, rule: CODE_TRIES }],
          (s) => `Too many tries at the code. Please try again in ${Math.ceil(s / 60)} minutes.`,
        );
      return idempotent(req, reply, app.sql, { route: 'rider.deliveries.status' }, async (tx) => ({
        status: 200,
        body: ok(await riderStep(tx, req.params.id, me.id, req.body)),
      }));
    },
  );

  api.post(
    '/rider/location',
    {
      config: { permission: 'deliveries:ride' },
      schema: {
        tags,
        description: 'The rider’s position, sent every 15–30 s while a run is on the way.',
        body: withExample(riderLocationRequestSchema, { lat: 6.6018, lng: 3.3515 }),
        response: {
          200: successEnvelope(z.object({ saved: z.literal(true) })),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `rider-location:${me.id}`, rule: POSITIONS_PER_MINUTE }],
        (s) => `Too many positions. Please try again in ${s} seconds.`,
      );
      await saveRiderPosition(app.sql, me.id, req.body);
      return ok({ saved: true as const });
    },
  );
}
