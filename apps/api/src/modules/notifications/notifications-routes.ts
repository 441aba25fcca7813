import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadResponseSchema,
  notificationParamsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  preferencesRequestSchema,
  preferencesResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { markAllRead } from './inbox-repository';
import { changeMyPreferences, markNotificationRead, readMyInbox } from './notification-actions';
import { listPreferences } from './preferences-repository';

const tags = ['notifications'];

/**
 * `/api/notifications`: the caller's own inbox (always the session's user, never an id from the
 * request), marking read, and the switches of each category and channel.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The inbox, newest first, a page at a time, with the unread count',
        querystring: notificationsQuerySchema,
        response: {
          200: successEnvelope(notificationsResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      const { limit, cursor } = req.query;
      return ok(await readMyInbox(app.sql, me.id, { limit, cursor }));
    },
  );

  api.post(
    '/notifications/:id/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark one notification read; answers what is left unread',
        params: notificationParamsSchema,
        response: {
          200: successEnvelope(markReadResponseSchema),
          ...errorResponses('NOTIFICATION_NOT_FOUND', 400, 401, 404),
        },
      },
    },
    async (req) => {
      return ok(await markNotificationRead(app.sql, currentUser(req).id, req.params.id));
    },
  );

  api.post(
    '/notifications/read-all',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: successEnvelope(markReadResponseSchema), ...errorResponses(401) },
      },
    },
    async (req) => {
      await markAllRead(app.sql, currentUser(req).id);
      return ok({ unread: 0 });
    },
  );

  api.get(
    '/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Which categories arrive on which channel; can_change false for the fixed ones',
        response: { 200: successEnvelope(preferencesResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      reply.header('cache-control', 'no-store');
      return ok({ preferences: await listPreferences(app.sql, me.id, me.role) });
    },
  );

  api.put(
    '/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Switch categories on or off per channel; the inbox of money and orders cannot be switched off (422)',
        body: withExample(preferencesRequestSchema, {
          preferences: [{ category: 'digest', channel: 'email', enabled: false }],
        }),
        response: {
          200: successEnvelope(preferencesResponseSchema),
          ...errorResponses('PREFERENCE_FIXED', 400, 401, 422),
        },
      },
    },
    async (req) => {
      return ok(await changeMyPreferences(app.sql, currentUser(req), req.body.preferences));
    },
  );
}
