import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  emailSentResponseSchema,
  forgotPasswordRequestSchema,
  namedPerson,
  publicFirstName,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { addJob } from '../../jobs/add-job';
import { passwordChangedEmail } from '../../lib/email/messages';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { enforceLimits, resetLimit } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { clearSessionCookie, currentUser, requireUser } from './session-plugin';
import { AUTH_LIMITS, enforceEmailLimits } from './auth-limits';
import { RESET_LINK_TASK } from './auth-jobs';
import { consumeResetToken, isResetTokenLive } from './codes-repository';
import { argon2ParamsFor, hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions, revokeOtherSessions } from './sessions-repository';
import { markEmailVerified, updatePasswordHash } from './users-repository';

const tags = ['auth'];

/**
 * Forgot password (emails a single-use link), reset password (spends it; every session ends) and
 * change password (signed in; every other session ends).
 */
export async function passwordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        body: withExample(forgotPasswordRequestSchema, { email: 'ada@example.com' }),
        response: { 200: successEnvelope(emailSentResponseSchema), ...errorResponses(429) },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      // Limits apply to every address, known or not, so a 429 reveals nothing.
      await enforceEmailLimits(app.sql, reply, {
        ip: limitAddress(req.ip),
        email,
        purpose: 'forgot',
      });
      // Queued for every address, known or not: the same work either way (auth-jobs.ts).
      await addJob(app.sql, RESET_LINK_TASK, { email }, { maxAttempts: 3 });
      return ok({ sent: true as const });
    },
  );

  api.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        body: withExample(resetPasswordRequestSchema, {
          token: 'bm90LWEtcmVhbC10b2tlbi1qdXN0LWFuLWV4YW1wbGUx',
          password: 'Egusi&Soup2025',
        }),
        response: {
          200: successEnvelope(resetPasswordResponseSchema),
          ...errorResponses('RESET_LINK_INVALID'),
        },
      },
    },
    async (req, reply) => {
      const { token, password } = req.body;
      const invalid = () => refuse('RESET_LINK_INVALID', { field: 'token' });
      // Cheap check first, so a made-up token costs no password hashing.
      if (!(await isResetTokenLive(app.sql, token))) throw invalid();
      const passwordHash = await hashPassword(password, argon2ParamsFor(app.config.NODE_ENV));
      const user = await consumeResetToken(app.sql, token, async (tx, userId) => {
        await updatePasswordHash(tx, userId, passwordHash);
        // The link reached the inbox, which proves the address as well as a code would.
        await markEmailVerified(tx, userId);
        await revokeAllSessions(tx, userId);
        const [row] = await tx<
          {
            email: string;
            phone: string;
            display_name: string;
            first_name: string | null;
            last_name: string | null;
          }[]
        >`
          select email, phone, display_name, first_name, last_name from users where id = ${userId}`;
        return row!;
      });
      if (!user) throw invalid(); // spent by a parallel request meanwhile
      // The owner chose a new password: an earlier lock-out of their phone no longer applies.
      await resetLimit(app.sql, `signin:phone:${user.phone}`);
      await app.mailer.send(
        passwordChangedEmail(user.email, publicFirstName(namedPerson(user)), 'all'),
      );
      clearSessionCookie(reply);
      return ok({ password_reset: true as const });
    },
  );

  api.post(
    '/auth/change-password',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Changes the signed-in account’s password after checking the current one, and signs ' +
          'out every other device; this one stays signed in. The owner is emailed.',
        body: withExample(changePasswordRequestSchema, {
          'current-password': 'Jollof&Rice2024',
          password: 'Egusi&Soup2025',
        }),
        response: {
          200: successEnvelope(changePasswordResponseSchema),
          ...errorResponses('WRONG_PASSWORD', 400, 401, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Guessing the current password from a stolen session is a sign-in attempt like any other.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `password-change:user:${me.id}`, rule: AUTH_LIMITS.signInPerDevice }],
        AUTH_MESSAGES.tooManyRequests,
      );
      const [row] = await app.sql<{ password_hash: string }[]>`
        select password_hash from users where id = ${me.id}`;
      if (!row || !(await verifyPassword(row.password_hash, req.body['current-password'])))
        throw refuse('WRONG_PASSWORD', { field: 'current-password' });
      const passwordHash = await hashPassword(
        req.body.password,
        argon2ParamsFor(app.config.NODE_ENV),
      );
      const signedOut = await app.sql.begin(async (tx) => {
        await updatePasswordHash(tx, me.id, passwordHash);
        return revokeOtherSessions(tx, me.id, req.sessionTokenHash!);
      });
      await resetLimit(app.sql, `password-change:user:${me.id}`);
      await app.mailer.send(
        passwordChangedEmail(me.email, publicFirstName(namedPerson(me)), 'others'),
      );
      return ok({ password_changed: true as const, signed_out: signedOut });
    },
  );
}
