import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  claimCodeParamsSchema,
  claimGiftRequestSchema,
  claimGiftResponseSchema,
  createGiftRequestSchema,
  giftIdParamsSchema,
  giftListResponseSchema,
  giftPreviewSchema,
  giftRecipientParamsSchema,
  giftRecipientResponseSchema,
  giftSchema,
  giftSmsResponseSchema,
  GIFT_MESSAGES,
  koboToNaira,
  maskDisplayName,
  maskPhone,
  nairaToKobo,
  successEnvelope,
} from '@faza/shared';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  currentUser,
  requireUser,
  requireVerifiedPhone,
  textPhoneCode,
  withProvedPhone,
} from '../auth';
import { createGift } from './create-gift';
import {
  findGift,
  findGiftByCode,
  findMemberByPhone,
  listSenderGifts,
  toGift,
} from './gifts-repository';
import { claimGift, endGift, notPendingError } from './settle-gift';

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
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
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
          ...errorResponses(400, 401, 404, 409, 422),
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

  api.get(
    '/gifts/claim/:code',
    {
      schema: {
        tags,
        summary: 'A gift’s public preview by its claim code: who sent what, until when',
        params: claimCodeParamsSchema,
        response: { 200: successEnvelope(giftPreviewSchema), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const gift = await findGiftByCode(app.sql, req.params.code);
      if (!gift) throw notFound(GIFT_MESSAGES.notFound, 'GIFT_NOT_FOUND');
      return ok({
        state: gift.state,
        kind: gift.kind,
        sender: gift.sender_name,
        phone: maskPhone(gift.phone),
        items: gift.items,
        amount: gift.amount_kobo === null ? null : koboToNaira(gift.amount_kobo),
        amount_kobo: gift.amount_kobo,
        expires_at: gift.expires_at.toISOString(),
        your_number: req.user?.phone === gift.phone,
      });
    },
  );

  api.post(
    '/gifts/claim/:code/sms',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Text the 6-digit claim code to the signed-in account’s phone, only if it is the gift’s number',
        params: claimCodeParamsSchema,
        response: {
          200: successEnvelope(giftSmsResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const gift = await findGiftByCode(app.sql, req.params.code);
      if (!gift) throw notFound(GIFT_MESSAGES.notFound, 'GIFT_NOT_FOUND');
      if (gift.phone !== me.phone)
        throw new AppError(403, 'GIFT_WRONG_PHONE', GIFT_MESSAGES.wrongPhone);
      if (gift.state !== 'pending') throw notPendingError(gift.state);
      await textPhoneCode(app, req, reply, me);
      return ok({ sent: true as const });
    },
  );

  api.post(
    '/gifts/claim/:code',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Claim a gift with the code texted to the signed-in account’s phone, which must be the gift’s number',
        description:
          'Safe to repeat: a gift is claimed once, and the code is single-use. The food lands in ' +
          'the pantry as lots with their original expiry, the money in the wallet.',
        params: claimCodeParamsSchema,
        body: withExample(claimGiftRequestSchema, { 'sms-code': '123456' }),
        response: {
          200: successEnvelope(claimGiftResponseSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `verify:ip:${req.ip}`, rule: { points: 60, windowSeconds: 15 * 60 } }],
        AUTH_MESSAGES.tooManyRequests,
      );
      // Refused before a guess is spent: a claim for another number proves nothing here.
      const gift = await findGiftByCode(app.sql, req.params.code);
      if (!gift) throw notFound(GIFT_MESSAGES.notFound, 'GIFT_NOT_FOUND');
      if (gift.phone !== me.phone)
        throw new AppError(403, 'GIFT_WRONG_PHONE', GIFT_MESSAGES.wrongPhone);
      // A repeat of a claim that went through (a lost answer) answers it again.
      if (gift.state === 'claimed' && gift.claimed_by === me.id)
        return ok({ state: 'claimed' as const, kind: gift.kind });
      const result = await withProvedPhone(app.sql, me.id, req.body['sms-code'], (tx, phone) =>
        claimGift(tx, req.params.code, { id: me.id, phone }),
      );
      if (result.check === 'verified')
        return ok({ state: 'claimed' as const, kind: result.value.kind });
      if (result.check === 'wrong')
        throw badRequest(AUTH_MESSAGES.invalidCode, 'INVALID_CODE', {
          'sms-code': AUTH_MESSAGES.invalidCode,
        });
      throw badRequest(AUTH_MESSAGES.codeExpired, 'CODE_EXPIRED', {
        'sms-code': AUTH_MESSAGES.codeExpired,
      });
    },
  );
}
