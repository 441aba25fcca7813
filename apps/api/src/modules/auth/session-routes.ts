import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authUserSchema,
  signInRequestSchema,
  signOutResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { consumePoint, rateLimited, refundPoint, resetLimit } from '../../lib/rate-limit';
import { limitAddress } from '../../lib/limit-address';
import { clearSessionCookie, sessionLifetimes, setSessionCookie } from './session-plugin';
import { AUTH_LIMITS } from './auth-limits';
import { deviceCookies } from './device-cookies';
import { toAuthUser } from './auth-mappers';
import {
  argon2ParamsFor,
  hashPassword,
  needsRehash,
  primeDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { insertSession, pruneSessions, revokeSession } from './sessions-repository';
import { hashToken, newToken } from './tokens';
import { findSignInCandidates, updatePasswordHash } from './users-repository';

const tags = ['auth'];

const invalidCredentials = () => refuse('INVALID_CREDENTIALS');

/** Sign-in, sign-out and the current user. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lifetimes = sessionLifetimes(app.config);
  const devices = deviceCookies(app.sql, app.config);
  const argon2 = argon2ParamsFor(app.config.NODE_ENV);
  void primeDummyHash(argon2);

  api.post(
    '/auth/signin',
    {
      schema: {
        tags,
        body: withExample(signInRequestSchema, {
          'phone-number': '08031234567',
          password: 'Jollof&Rice2024',
        }),
        response: {
          200: successEnvelope(authUserSchema),
          ...errorResponses('INVALID_CREDENTIALS', 'SIGNIN_LOCKED', 401, 429),
        },
      },
    },
    async (req, reply) => {
      const { 'phone-number': phone, password } = req.body;
      // The number's holder, then any account claiming it (docs/decisions/0049).
      const candidates = await findSignInCandidates(app.sql, phone);
      // A browser that signed in to this account before (docs/decisions/0014) is limited by its
      // own cookie alone: a stranger's guesses at the account cannot lock it out, and a stolen
      // cookie's guesses lock out that cookie.
      let device: string | null = null;
      for (const c of candidates) if (!device) device = await devices.read(req, c.id);
      const limits = device
        ? [{ key: `signin:device:${device}`, rule: AUTH_LIMITS.signInPerDevice }]
        : [
            { key: `signin:phone:${phone}`, rule: AUTH_LIMITS.signInPerPhone },
            { key: `signin:ip:${limitAddress(req.ip)}`, rule: AUTH_LIMITS.signInPerIp },
          ];
      // Every attempt takes its points first (atomic, so parallel guesses cannot slip past a
      // limit); a refused attempt gives back those it took, a successful one all of them.
      for (const [i, { key, rule }] of limits.entries()) {
        const point = await consumePoint(app.sql, key, rule);
        if (point.allowed) continue;
        for (const taken of limits.slice(0, i)) await refundPoint(app.sql, taken.key);
        throw lockedOut(reply, point.retryAfterSeconds);
      }

      let user: (typeof candidates)[number] | undefined;
      for (const c of candidates)
        if (!user && (await verifyPassword(c.password_hash, password))) user = c;
      if (candidates.length === 0) await verifyAgainstDummy(password, argon2);
      if (!user) throw invalidCredentials();

      // The consecutive-failure counts start again (the per-address one only gives its point back).
      for (const { key } of limits) {
        if (key.startsWith('signin:ip:')) await refundPoint(app.sql, key);
        else await resetLimit(app.sql, key);
      }
      await devices.issue(reply, user.id);
      if (needsRehash(user.password_hash, argon2)) {
        await updatePasswordHash(app.sql, user.id, await hashPassword(password, argon2));
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
    {
      schema: {
        tags,
        response: { 200: successEnvelope(signOutResponseSchema), ...errorResponses() },
      },
    },
    async (req, reply) => {
      if (req.sessionTokenHash) await revokeSession(app.sql, req.sessionTokenHash);
      clearSessionCookie(reply);
      return ok({ signed_out: true as const });
    },
  );

  // Who is signed in: the user, or `data: null` (still 200) without a valid session. Every page
  // asks this at start, and a 401 here would be a console error on every page a signed-out
  // visitor opens (docs/decisions/0021). The cookie still decides; other routes answer 401.
  api.get(
    '/auth/me',
    {
      schema: {
        tags,
        description:
          'The signed-in user, or `data: null` when there is no valid session (never 401).',
        response: { 200: successEnvelope(authUserSchema.nullable()), ...errorResponses() },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req.user ? toAuthUser(req.user) : null);
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
