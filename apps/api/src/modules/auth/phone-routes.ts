import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  phoneCodeSentResponseSchema,
  successEnvelope,
  verifyPhoneRequestSchema,
  verifyPhoneResponseSchema,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from './session-plugin';
import { AUTH_LIMITS } from './auth-limits';
import type { AuthOptions } from './auth-options';
import { claimLost } from './phone-claim';
import { checkPhoneCode } from './phone-codes-repository';
import { isWrongCode, refuseWrongCode } from './codes-repository';
import { textPhoneCode } from './phone-proof';

const tags = ['auth'];

/**
 * Phone verification (docs/decisions/0027): the signed-in account asks for a code texted to its
 * own phone, then enters it. The number always comes from the account, never from the request,
 * so nobody can have codes texted to a stranger. Same code rules as email verification.
 */
export async function phoneRoutes(app: FastifyInstance, opts: AuthOptions = {}) {
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
          ...errorResponses('PHONE_TAKEN', 'PHONE_ALREADY_VERIFIED', 'SMS_NOT_SENT', 401, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      if (me.phone_verified_at) throw refuse('PHONE_ALREADY_VERIFIED');
      // A claimed number its holder has proved since is not texted again (docs/decisions/0049).
      if (await claimLost(app.sql, me.id))
        throw refuse('PHONE_TAKEN', { message: AUTH_MESSAGES.phoneProvedByOther });
      await textPhoneCode(app, req, reply, me);
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
          ...errorResponses('INVALID_CODE', 'CODE_EXPIRED', 'PHONE_TAKEN', 401, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `verify:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.verifyPerIp }],
        AUTH_MESSAGES.tooManyRequests,
      );
      // A second tab entering the code after the first: it is verified, which is what was asked.
      if (me.phone_verified_at) return ok({ phone_verified: true as const });
      const result = await checkPhoneCode(app.sql, me.id, req.body.code);
      if (isWrongCode(result)) throw refuseWrongCode(result, 'code');
      if (result === 'expired') throw refuse('CODE_EXPIRED', { field: 'code' });
      // A claimed number its holder proved first stays theirs (docs/decisions/0049).
      if (result === 'taken')
        throw refuse('PHONE_TAKEN', { message: AUTH_MESSAGES.phoneProvedByOther });
      await opts.onPhoneVerified?.({ id: me.id, phone: me.phone });
      return ok({ phone_verified: true as const });
    },
  );
}
