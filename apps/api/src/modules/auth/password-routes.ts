import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  emailSentResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { addJob } from '../../jobs/add-job';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { enforceLimits } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { clearSessionCookie, currentUser, requireUser } from './session-plugin';
import { AUTH_LIMITS, enforceEmailLimits } from './auth-limits';
import { RESET_LINK_TASK } from './auth-jobs';
import { changePassword, resetPassword } from './password-actions';

const tags = ['auth'];

/**
 * Forgot password (emails a single-use link), reset password (spends it; every session ends) and
 * change password (signed in; every other session ends).
 */
export async function passwordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const actionDeps = () => ({ sql: app.sql, mailer: app.mailer, nodeEnv: app.config.NODE_ENV });

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
      await resetPassword(actionDeps(), req.body.token, req.body.password);
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
      const signedOut = await changePassword(
        actionDeps(),
        me,
        { current: req.body['current-password'], next: req.body.password },
        req.sessionTokenHash!,
      );
      return ok({ password_changed: true as const, signed_out: signedOut });
    },
  );
}
