import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSessionsResponseSchema,
  describeUserAgent,
  roughPlace,
  sessionParamsSchema,
  sessionsSignedOutResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses } from '../../lib/route-schema';
import { clearSessionCookie, currentUser, requireUser, sessionLifetimes } from './session-plugin';
import { listLiveSessions, revokeOtherSessions, revokeSessionById } from './sessions-repository';

const tags = ['auth'];

/**
 * The account's signed-in devices (/settings/security): each live session with a summary of its
 * browser and the network it signed in from, and ending one or all of the others. Only the
 * caller's own sessions are ever listed or ended: another account's session id answers 404 like
 * a made-up one.
 */
export async function devicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lifetimes = sessionLifetimes(app.config);

  api.get(
    '/auth/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The signed-in account’s live sessions, most recently used first; `current` marks the ' +
          'one making this request. `place` is the network of the address it signed in from (an ' +
          'IPv4 /24 or IPv6 /48), null when unknown or private.',
        response: { 200: successEnvelope(accountSessionsResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listLiveSessions(
        app.sql,
        currentUser(req).id,
        req.sessionTokenHash,
        lifetimes,
      );
      return ok({
        sessions: rows.map((s) => ({
          id: s.id,
          device: describeUserAgent(s.user_agent),
          place: roughPlace(s.ip),
          created_at: s.created_at.toISOString(),
          last_used_at: s.last_seen_at.toISOString(),
          current: s.current,
        })),
      });
    },
  );

  api.delete(
    '/auth/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Signs out one of the account’s own sessions (the current one too, which also clears ' +
          'this browser’s cookie); 404 for any other id.',
        params: sessionParamsSchema,
        response: {
          200: successEnvelope(sessionsSignedOutResponseSchema),
          ...errorResponses('SESSION_NOT_FOUND', 400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const ended = await revokeSessionById(app.sql, currentUser(req).id, req.params.id);
      if (!ended) throw refuse('SESSION_NOT_FOUND');
      if (req.sessionTokenHash?.equals(ended)) clearSessionCookie(reply);
      return ok({ signed_out: 1 });
    },
  );

  api.post(
    '/auth/sessions/sign-out-others',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Signs out every session of the account except the one making this request.',
        response: {
          200: successEnvelope(sessionsSignedOutResponseSchema),
          ...errorResponses(401),
        },
      },
    },
    async (req) => {
      const me = currentUser(req);
      const ended = await revokeOtherSessions(app.sql, me.id, req.sessionTokenHash!);
      return ok({ signed_out: ended });
    },
  );
}
