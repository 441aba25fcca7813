import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  emailSentResponseSchema,
  resendCodeRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  successEnvelope,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@faza/shared';
import { addJob } from '../../jobs/add-job';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { enforceLimits } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { VERIFICATION_CODE_TASK } from './auth-jobs';
import { AUTH_LIMITS, enforceEmailLimits } from './auth-limits';
import type { AuthOptions } from './auth-options';
import {
  checkVerificationCode,
  FIRST_WRONG_GUESS,
  isWrongCode,
  refuseWrongCode,
} from './codes-repository';
import { signUp } from './signup-actions';
import { findUserByEmail } from './users-repository';

const tags = ['auth'];

/** Sign-up, email verification and resending the code. */
export async function signupRoutes(app: FastifyInstance, opts: AuthOptions = {}) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/signup',
    {
      schema: {
        tags,
        body: withExample(signUpRequestSchema, {
          email: 'ada@example.com',
          'phone-number': '08031234567',
          password: 'Jollof&Rice2024',
          'first-name': 'Adaeze',
          'last-name': 'Okafor',
        }),
        response: {
          201: successEnvelope(signUpResponseSchema),
          ...errorResponses(
            'EMAIL_TAKEN',
            'PHONE_TAKEN',
            'GIFT_NOT_FOUND',
            'GIFT_CLAIMED',
            'GIFT_EXPIRED',
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `signup:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.signUpPerIp }],
        AUTH_MESSAGES.tooManyRequests,
      );
      const { email, password, 'phone-number': phone, gift } = req.body;
      const person = {
        email,
        password,
        firstName: req.body['first-name'],
        lastName: req.body['last-name'],
      };
      // The request schema lets through exactly one of the two.
      const created = await signUp(
        app,
        opts,
        gift === undefined ? { ...person, phone: phone! } : { ...person, gift },
      );
      reply.code(201);
      return ok(created);
    },
  );

  api.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        body: withExample(verifyEmailRequestSchema, { email: 'ada@example.com', code: '123456' }),
        response: {
          200: successEnvelope(verifyEmailResponseSchema),
          ...errorResponses('INVALID_CODE', 'CODE_EXPIRED', 429),
        },
      },
    },
    async (req, reply) => {
      const { email, code } = req.body;
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `verify:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.verifyPerIp }],
        AUTH_MESSAGES.tooManyRequests,
      );
      const user = await findUserByEmail(app.sql, email);
      // An unknown address answers exactly like a wrong code.
      // Each address guesses against its own five tries, so a stranger's wrong guesses cannot
      // spend the owner's (codes-repository.ts, checkCode).
      const result = user
        ? await checkVerificationCode(app.sql, user.id, code, limitAddress(req.ip))
        : FIRST_WRONG_GUESS;
      if (isWrongCode(result)) throw refuseWrongCode(result, 'code');
      if (result === 'expired') {
        throw refuse('CODE_EXPIRED', { field: 'code' });
      }
      return ok({ email_verified: true as const });
    },
  );

  api.post(
    '/auth/resend-code',
    {
      schema: {
        tags,
        body: withExample(resendCodeRequestSchema, { email: 'ada@example.com' }),
        response: {
          200: successEnvelope(emailSentResponseSchema),
          ...errorResponses('EMAIL_TAKEN', 'PHONE_TAKEN', 429),
        },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      // Limits apply to every address, known or not, so a 429 reveals nothing.
      await enforceEmailLimits(app.sql, reply, {
        ip: limitAddress(req.ip),
        email,
        purpose: 'resend',
      });
      // Queued for every address, known or not: the same work either way (auth-jobs.ts).
      await addJob(app.sql, VERIFICATION_CODE_TASK, { email }, { maxAttempts: 3 });
      return ok({ sent: true as const });
    },
  );
}
