import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  emailSentResponseSchema,
  publicFirstName,
  resendCodeRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  successEnvelope,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@faza/shared';
import { addJob } from '../../jobs/add-job';
import { refuse, type AppError } from '../../lib/app-error';
import { verificationCodeEmail } from '../../lib/email/messages';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { enforceLimits } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { VERIFICATION_CODE_TASK } from './auth-jobs';
import { AUTH_LIMITS, enforceEmailLimits } from './auth-limits';
import { displayNameFromEmail } from './auth-mappers';
import {
  checkVerificationCode,
  FIRST_WRONG_GUESS,
  isWrongCode,
  issueVerificationCode,
  refuseWrongCode,
} from './codes-repository';
import { argon2ParamsFor, hashPassword } from './passwords';
import { findTakenFields, findUserByEmail, insertUserWithWallet } from './users-repository';

const tags = ['auth'];

/** Sign-up, email verification and resending the code. */
export async function signupRoutes(app: FastifyInstance) {
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
          ...errorResponses('EMAIL_TAKEN', 'PHONE_TAKEN', 429),
        },
      },
    },
    async (req, reply) => {
      const { email, 'phone-number': phone, password } = req.body;
      const firstName = req.body['first-name'];
      const lastName = req.body['last-name'];
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `signup:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.signUpPerIp }],
        AUTH_MESSAGES.tooManyRequests,
      );
      const claim = await refuseTaken(app, email, phone);
      const passwordHash = await hashPassword(password, argon2ParamsFor(app.config.NODE_ENV));
      const displayName = displayNameFromEmail(email);
      const named = { firstName: firstName ?? null, lastName: lastName ?? null, displayName };
      let user;
      try {
        user = await insertUserWithWallet(app.sql, {
          email,
          phone,
          passwordHash,
          displayName,
          firstName,
          lastName,
          claim,
        });
      } catch (err) {
        // Another sign-up with the same email or phone won the race since the check above.
        throw takenError(err) ?? err;
      }
      const code = await issueVerificationCode(app.sql, user.id);
      await app.mailer.send(verificationCodeEmail(email, publicFirstName(named), code));
      reply.code(201);
      return ok({
        user_id: user.id,
        email,
        'phone-number': phone,
        faza: user.faza,
        email_verified: false as const,
        verification_sent: true as const,
      });
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

/**
 * 409 for a taken email or a proved phone. True when the phone is held by an account that never
 * proved it: the new account claims it and takes it by proving it (docs/decisions/0049).
 */
async function refuseTaken(app: FastifyInstance, email: string, phone: string): Promise<boolean> {
  const taken = await findTakenFields(app.sql, email, phone);
  if (!taken.email && !taken.phone) return taken.claimable;
  const fields: Record<string, string> = {};
  if (taken.email) fields.email = AUTH_MESSAGES.emailTaken;
  if (taken.phone) fields['phone-number'] = AUTH_MESSAGES.phoneTaken;
  const code = taken.email ? 'EMAIL_TAKEN' : 'PHONE_TAKEN';
  throw refuse(code, { message: Object.values(fields)[0]!, fields });
}

function takenError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, constraint_name: constraint } = err as { code?: string; constraint_name?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_email_key') {
    return refuse('EMAIL_TAKEN', { field: 'email' });
  }
  if (constraint === 'users_phone_key') {
    return refuse('PHONE_TAKEN', { field: 'phone-number' });
  }
  return null;
}
