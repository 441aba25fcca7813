import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSlotsResponseSchema,
  closeSlotRequestSchema,
  closeSlotResultSchema,
  createSlotRequestSchema,
  deliverySlotSchema,
  deliverySlotsQuerySchema,
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
  deliverySlotsResponseSchema,
  deliveryTierFeesResponseSchema,
  deliveryZonesResponseSchema,
  slotParamsSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { quoteDelivery } from './quote-actions';
import { closeSlot } from './slot-close-actions';
import { createSlot, listTierFees, listZones, listZoneSlots, slotBoard } from './slot-actions';

const tags = ['deliveries'];

/** Delivery zones and slots (docs/decisions/0057): what a customer may book, and staff publishing slots. */
export async function deliverySlotsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/delivery/zones',
    {
      schema: {
        tags,
        description:
          'The zones we deliver to, each with its fee before the weight band and the tier.',
        response: { 200: successEnvelope(deliveryZonesResponseSchema) },
      },
    },
    async () => ok({ zones: await listZones(app.sql) }),
  );

  api.get(
    '/delivery/tier-fees',
    {
      schema: {
        tags,
        description:
          'The percent of the delivery fee each tier pays, as the fee rule applies it (the Premium page’s delivery benefit).',
        response: { 200: successEnvelope(deliveryTierFeesResponseSchema) },
      },
    },
    async () => ok({ tiers: await listTierFees(app.sql) }),
  );

  api.get(
    '/delivery/slots',
    {
      schema: {
        tags,
        description:
          'A zone’s slots of the coming week (Lagos time) with the places the caller’s tier may still book.',
        querystring: deliverySlotsQuerySchema,
        response: { 200: successEnvelope(deliverySlotsResponseSchema), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ slots: await listZoneSlots(app.sql, req.query.zone, req.user?.id ?? null) });
    },
  );

  api.post(
    '/delivery/quote',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The delivery fee for these pantry lots to this zone, now (nothing is charged)',
        description:
          'Same rule and tier as `POST /api/pantry/consume`; send the fee back as `feeKobo` there to be charged exactly it (409 DELIVERY_FEE_CHANGED otherwise).',
        body: withExample(deliveryQuoteRequestSchema, {
          zoneId: 'lagos-ikeja',
          items: [{ 'lot-id': '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', quantity: 2 }],
        }),
        response: {
          200: successEnvelope(deliveryQuoteSchema),
          ...errorResponses(400, 401, 'DELIVERY_ZONE_NOT_SERVED', 'NOT_IN_PANTRY'),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await quoteDelivery(app.sql, currentUser(req).id, req.body));
    },
  );

  api.post(
    '/admin/delivery/slots',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary: 'Publish a delivery slot for a zone (day and window in Lagos time, capacity)',
        body: withExample(createSlotRequestSchema, {
          zoneId: 'lagos-ikeja',
          date: '2026-12-01',
          start: '10:00',
          end: '13:00',
          capacity: 20,
        }),
        response: {
          201: successEnvelope(deliverySlotSchema),
          ...errorResponses(400, 401, 403, 'SLOT_EXISTS', 'DELIVERY_ZONE_NOT_SERVED'),
        },
      },
    },
    async (req, reply) => {
      const slot = await createSlot(app.sql, req.body, currentUser(req).id);
      return reply.code(201).send(ok(slot));
    },
  );

  api.get(
    '/admin/delivery/slots',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary:
          'The slot board of a zone: capacity, bookings and closures, today and the coming week',
        querystring: deliverySlotsQuerySchema,
        response: {
          200: successEnvelope(adminSlotsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ slots: await slotBoard(app.sql, req.query.zone) });
    },
  );

  api.post(
    '/admin/delivery/slots/:id/close',
    {
      config: { permission: 'deliveries:run' },
      schema: {
        tags: [...tags, 'staff'],
        summary:
          'Close a slot with a reason: each booking moves to the zone’s next free slot or has its fee refunded',
        description:
          'Each customer is told. Closing again finishes a close cut short and moves or refunds nobody twice.',
        params: slotParamsSchema,
        body: withExample(closeSlotRequestSchema, {
          reason: 'Flooding on the Third Mainland Bridge',
        }),
        response: {
          200: successEnvelope(closeSlotResultSchema),
          ...errorResponses('INSUFFICIENT_BALANCE', 400, 401, 403, 'SLOT_NOT_FOUND'),
        },
      },
    },
    async (req) =>
      ok(await closeSlot(app.sql, req.params.id, req.body.reason, currentUser(req).id)),
  );
}
