import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  createGiftRequestSchema,
  giftIdParamsSchema,
  giftListResponseSchema,
  giftRecipientParamsSchema,
  giftRecipientResponseSchema,
  giftSchema,
  GIFT_MESSAGES,
  maskDisplayName,
  nairaToKobo,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { createGift } from './create-gift';
import { findGift, findMemberByPhone, listSenderGifts, toGift } from './gifts-repository';
import { endGift } from './settle-gift';
import { giftClaimRoutes } from './gift-claim-routes';

const tags = ['gifts'];

/** `/api/gifts`: gifts of food or money to a phone number not yet on Faza (docs/decisions/0036). */
export async function giftsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const origin = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `http://localhost:${config.PORT}`;

  api.get(
    '/gifts/recipient/:phone',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Whether a phone number is a member’s: then their masked name and FAZA number',
        params: giftRecipientParamsSchema,
        response: {
          200: successEnvelope(giftRecipientResponseSchema),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // The name enquiry's own limit: this is the same question asked by phone.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `faza-lookup:user:${me.id}`, rule: { points: 30, windowSeconds: 60 } }],
        AUTH_MESSAGES.tooManyRequests,
      );
      reply.header('cache-control', 'no-store');
      const member = await findMemberByPhone(app.sql, req.params.phone);
      if (!member) return ok({ member: false as const });
      return ok({
        member: true as const,
        name: maskDisplayName(member.display_name),
        faza: member.faza,
      });
    },
  );

  api.post(
    '/gifts',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Send food (`items`) or money (`amount`, naira) to a phone number not on Faza: held 7 days for its owner (Idempotency-Key required)',
        body: withExample(createGiftRequestSchema, {
          phone: '0803 123 4567',
          items: [{ 'food-name': 'Rice', 'food-quantity': 1, 'food-quantity-type': '5kg' }],
        }),
        response: {
          201: successEnvelope(giftSchema),
          ...errorResponses(
            'SELF_GIFT',
            'RECIPIENT_IS_MEMBER',
            'GIFT_LIMIT_PENDING',
            'GIFT_LIMIT_DAILY',
            'GIFT_LIMIT_RECIPIENT',
            'GIFT_LIMIT_HELD',
            'INSUFFICIENT_BALANCE',
            'NOT_IN_PANTRY',
            'FOOD_EXPIRED',
            'QUANTITY_OUT_OF_RANGE',
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
      const { phone, items, amount } = req.body;
      const money = amount !== undefined;
      return idempotent(
        req,
        reply,
        app.sql,
        {
          route: 'gifts.create',
          required: true,
          // The sends' own per-minute limits: a gift is a send (config-limits.ts).
          limit: money
            ? {
                key: `wallet-send:user:${me.id}`,
                rule: { points: config.WALLET_SENDS_PER_MINUTE, windowSeconds: 60 },
                message: GIFT_MESSAGES.tooManySends,
              }
            : {
                key: `pantry-send:user:${me.id}`,
                rule: { points: config.PANTRY_SENDS_PER_MINUTE, windowSeconds: 60 },
                message: GIFT_MESSAGES.tooManySends,
              },
        },
        async (tx) => {
          const base = { senderId: me.id, senderPhone: me.phone, phone };
          const id = await createGift(
            tx,
            money
              ? { ...base, amountKobo: nairaToKobo(amount) }
              : {
                  ...base,
                  items: items!.map((i) => ({
                    foodName: i['food-name'],
                    quantity: i['food-quantity'],
                    quantityType: i['food-quantity-type'],
                  })),
                },
            config,
          );
          return { status: 201, body: ok(toGift((await findGift(tx, id))!, origin)) };
        },
      );
    },
  );

  api.get(
    '/gifts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My gifts to phone numbers, newest first, with their states',
        response: { 200: successEnvelope(giftListResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listSenderGifts(app.sql, currentUser(req).id);
      return ok({ gifts: rows.map((r) => toGift(r, origin)) });
    },
  );

  api.post(
    '/gifts/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel a gift still waiting: it comes back at once (Idempotency-Key required)',
        params: giftIdParamsSchema,
        response: {
          200: successEnvelope(giftSchema),
          ...errorResponses(
            'GIFT_NOT_FOUND',
            'GIFT_CLAIMED',
            'GIFT_CANCELLED',
            'GIFT_RETURNED',
            'INSUFFICIENT_BALANCE',
            400,
            401,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'gifts.cancel', required: true },
        async (tx) => {
          await endGift(tx, req.params.id, { senderId: me.id });
          return { status: 200, body: ok(toGift((await findGift(tx, req.params.id))!, origin)) };
        },
      );
    },
  );

  giftClaimRoutes(app);
}
