import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  phoneCodeSentResponseSchema,
  successEnvelope,
  verifyPhoneRequestSchema,
  verifyPhoneResponseSchema,
} from '@faza/shared';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { enforceLimits, refundPoint } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { phoneCodeSms } from '../../lib/sms/sms-messages';
import { SmsNotSent } from '../../lib/sms/sms-port';
import { currentUser, requireUser } from './session-plugin';
import { AUTH_LIMITS } from './auth-limits';
import { checkPhoneCode, issuePhoneCode } from './phone-codes-repository';

const tags = ['auth'];

/**
 * Phone verification (docs/decisions/0027): the signed-in account asks for a code texted to its
 * own phone, then enters it. The number always comes from the account, never from the request,
 * so nobody can have codes texted to a stranger. Same code rules as email verification.
 */
export async function phoneRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/phone-code',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Texts a 6-digit code (10 minutes, single use) to the signed-in account’s phone. One a ' +
          'minute and five an hour per phone.',
        response: {
          200: successEnvelope(phoneCodeSentResponseSchema),
          ...errorResponses(401, 409, 429, 502),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (me.phone_verified_at)
        throw conflict(AUTH_MESSAGES.phoneAlreadyVerified, 'PHONE_ALREADY_VERIFIED');
      const perPhone = [
        { key: `sms:min:${me.phone}`, rule: AUTH_LIMITS.smsPerMinute },
        { key: `sms:hour:${me.phone}`, rule: AUTH_LIMITS.smsPerHour },
      ];
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `sms:ip:${req.ip}`, rule: AUTH_LIMITS.smsPerIp }, ...perPhone],
        AUTH_MESSAGES.tooManyRequests,
      );
      const code = await issuePhoneCode(app.sql, me.id, me.phone);
      try {
        await app.sms.sendSms(me.phone, phoneCodeSms(code));
      } catch (err) {
        if (!(err instanceof SmsNotSent)) throw err;
        req.log.error({ err }, 'phone code SMS not sent');
        // A text that never left should not make the customer wait a minute to try again.
        for (const { key } of perPhone) await refundPoint(app.sql, key);
        throw new AppError(502, 'SMS_NOT_SENT', AUTH_MESSAGES.smsNotSent);
      }
      return ok({ sent: true as const });
    },
  );

  api.post(
    '/auth/verify-phone',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: withExample(verifyPhoneRequestSchema, { code: '123456' }),
        response: {
          200: successEnvelope(verifyPhoneResponseSchema),
          ...errorResponses(401, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `verify:ip:${req.ip}`, rule: AUTH_LIMITS.verifyPerIp }],
        AUTH_MESSAGES.tooManyRequests,
      );
      // A second tab entering the code after the first: it is verified, which is what was asked.
      if (me.phone_verified_at) return ok({ phone_verified: true as const });
      const result = await checkPhoneCode(app.sql, me.id, req.body.code);
      if (result === 'wrong')
        throw badRequest(AUTH_MESSAGES.invalidCode, 'INVALID_CODE', {
          code: AUTH_MESSAGES.invalidCode,
        });
      if (result === 'expired')
        throw badRequest(AUTH_MESSAGES.codeExpired, 'CODE_EXPIRED', {
          code: AUTH_MESSAGES.codeExpired,
        });
      return ok({ phone_verified: true as const });
    },
  );
}
