import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authUserSchema,
  signInRequestSchema,
  signOutResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { consumePoint, rateLimited, refundPoint, resetLimit } from '../../lib/rate-limit';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  sessionLifetimes,
  setSessionCookie,
} from '../../plugins/session';
import { AUTH_LIMITS } from './auth-limits';
import { toAuthUser } from './auth-mappers';
import {
  hashPassword,
  needsRehash,
  primeDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { insertSession, pruneSessions, revokeSession } from './sessions-repository';
import { hashToken, newToken } from './tokens';
import { findUserByPhone, updatePasswordHash } from './users-repository';

const tags = ['auth'];

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);

/** Sign-in, sign-out and the current user. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lifetimes = sessionLifetimes(app.config);
  primeDummyHash();

  api.post(
    '/auth/signin',
    {
      schema: {
        tags,
        body: signInRequestSchema,
        response: { 200: successEnvelope(authUserSchema) },
      },
    },
    async (req, reply) => {
      const { 'phone-number': phone, password } = req.body;
      const phoneKey = `signin:phone:${phone}`;
      const ipKey = `signin:ip:${req.ip}`;

      // Every attempt takes a point first (atomic, so parallel guesses cannot slip past the
      // limit); a successful sign-in gives them back.
      const perPhone = await consumePoint(app.sql, phoneKey, AUTH_LIMITS.signInPerPhone);
      if (!perPhone.allowed) throw lockedOut(reply, perPhone.retryAfterSeconds);
      const perIp = await consumePoint(app.sql, ipKey, AUTH_LIMITS.signInPerIp);
      if (!perIp.allowed) {
        await refundPoint(app.sql, phoneKey);
        throw lockedOut(reply, perIp.retryAfterSeconds);
      }

      const user = await findUserByPhone(app.sql, phone);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) throw invalidCredentials();

      await resetLimit(app.sql, phoneKey);
      await refundPoint(app.sql, ipKey);
      if (needsRehash(user.password_hash)) {
        await updatePasswordHash(app.sql, user.id, await hashPassword(password));
      }

      // A new token at every sign-in; the one this browser held before (if any) stops working.
      if (req.sessionTokenHash) await revokeSession(app.sql, req.sessionTokenHash);
      const token = newToken();
      await insertSession(
        app.sql,
        {
          tokenHash: hashToken(token),
          userId: user.id,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        },
        lifetimes,
      );
      await pruneSessions(app.sql, user.id);
      setSessionCookie(reply, token);
      reply.header('cache-control', 'no-store');
      const { password_hash: _hash, ...row } = user;
      return ok(toAuthUser(row));
    },
  );

  api.post(
    '/auth/signout',
    { schema: { tags, response: { 200: successEnvelope(signOutResponseSchema) } } },
    async (req, reply) => {
      if (req.sessionTokenHash) await revokeSession(app.sql, req.sessionTokenHash);
      clearSessionCookie(reply);
      return ok({ signed_out: true as const });
    },
  );

  api.get(
    '/auth/me',
    {
      preHandler: requireUser,
      schema: { tags, response: { 200: successEnvelope(authUserSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(toAuthUser(currentUser(req)));
    },
  );
}

function lockedOut(reply: Parameters<typeof rateLimited>[0], retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(
    reply,
    retryAfterSeconds,
    AUTH_MESSAGES.signInLocked(minutes),
    'SIGNIN_LOCKED',
  );
}
