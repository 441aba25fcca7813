import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  claimCodeParamsSchema,
  claimGiftRequestSchema,
  claimGiftResponseSchema,
  giftPreviewSchema,
  giftSmsResponseSchema,
  koboToNaira,
  type GiftState,
  maskPhone,
  successEnvelope,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  currentUser,
  isWrongCode,
  refuseWrongCode,
  requireUser,
  textPhoneCode,
  withProvedPhone,
} from '../auth';
import { findGiftByCode } from './gifts-repository';
import { tellNewMemberOfGifts } from './gift-jobs';
import { claimGift, expiredError, notPendingError } from './settle-gift';

const tags = ['gifts'];

/** The gift for a claim code, refused unless it is for the signed-in account's own number. */
async function giftForMyNumber(sql: Sql, code: string, myPhone: string) {
  const gift = await findGiftByCode(sql, code);
  if (!gift) throw refuse('GIFT_NOT_FOUND');
  if (gift.phone !== myPhone) throw refuse('GIFT_WRONG_PHONE');
  return gift;
}

/**
 * Refuses a gift that can no longer be claimed before a code is texted or a guess spent; the claim
 * itself checks again under the gift's row lock by the database's clock (claimGift).
 */
function refuseUnclaimable(gift: { state: GiftState; expires_at: Date }) {
  if (gift.state !== 'pending') throw notPendingError(gift.state);
  if (pastHold(gift)) throw expiredError();
}

/** Past its week by this server's clock (the preview and the checks before a claim). */
const pastHold = (gift: { expires_at: Date }) => gift.expires_at.getTime() <= Date.now();

/**
 * `/api/gifts/claim/:code`: the side of a gift its recipient sees — the public preview, the texted
 * code and the claim itself (docs/decisions/0036).
 */
export function giftClaimRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/gifts/claim/:code',
    {
      schema: {
        tags,
        summary: 'A gift’s public preview by its claim code: who sent what, until when',
        params: claimCodeParamsSchema,
        response: {
          200: successEnvelope(giftPreviewSchema),
          ...errorResponses('GIFT_NOT_FOUND', 400, 404),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const gift = await findGiftByCode(app.sql, req.params.code);
      if (!gift) throw refuse('GIFT_NOT_FOUND');
      return ok({
        state: gift.state,
        kind: gift.kind,
        sender: gift.sender_name,
        phone: maskPhone(gift.phone),
        items: gift.items,
        amount: gift.amount_kobo === null ? null : koboToNaira(gift.amount_kobo),
        amount_kobo: gift.amount_kobo,
        expires_at: gift.expires_at.toISOString(),
        expired: gift.state === 'pending' && pastHold(gift),
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
          ...errorResponses(
            'GIFT_NOT_FOUND',
            'GIFT_WRONG_PHONE',
            'GIFT_CLAIMED',
            'GIFT_CANCELLED',
            'GIFT_RETURNED',
            'GIFT_EXPIRED',
            'SMS_NOT_SENT',
            400,
            401,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      refuseUnclaimable(await giftForMyNumber(app.sql, req.params.code, me.phone));
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
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'GIFT_NOT_FOUND',
            'GIFT_WRONG_PHONE',
            'INVALID_CODE',
            'CODE_EXPIRED',
            'GIFT_CLAIMED',
            'GIFT_CANCELLED',
            'GIFT_RETURNED',
            'GIFT_EXPIRED',
            'SELF_GIFT',
            'INSUFFICIENT_BALANCE',
            401,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [
          {
            key: `verify:ip:${limitAddress(req.ip)}`,
            rule: { points: 60, windowSeconds: 15 * 60 },
          },
        ],
        AUTH_MESSAGES.tooManyRequests,
      );
      // Refused before a guess is spent: a claim for another number proves nothing here.
      const gift = await giftForMyNumber(app.sql, req.params.code, me.phone);
      // A repeat of a claim that went through (a lost answer) answers it again.
      if (gift.state === 'claimed' && gift.claimed_by === me.id)
        return ok({ state: 'claimed' as const, kind: gift.kind });
      refuseUnclaimable(gift);
      const result = await withProvedPhone(app.sql, me.id, req.body['sms-code'], (tx, phone) =>
        claimGift(tx, req.params.code, { id: me.id, phone }),
      );
      if (result.check === 'verified') {
        // This claim proved the phone: any other gift waiting for it is news now (decision 0048).
        if (!me.phone_verified_at)
          await tellNewMemberOfGifts(app.sql, { id: me.id, phone: me.phone });
        return ok({ state: 'claimed' as const, kind: result.value.kind });
      }
      if (isWrongCode(result.check)) throw refuseWrongCode(result.check, 'sms-code');
      throw refuse('CODE_EXPIRED', { field: 'sms-code' });
    },
  );
}
