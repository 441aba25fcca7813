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
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { listInbox, markAllRead, markRead, toNotification } from './inbox-repository';
import { listPreferences, refusedPreference, savePreferences } from './preferences-repository';

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
      // One row more than asked tells whether an older page exists.
      const { rows, unread } = await listInbox(app.sql, me.id, {
        limit: limit + 1,
        before: cursor === undefined ? undefined : Number(cursor),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return ok({
        items: page.map(toNotification),
        unread,
        next_cursor: rows.length > limit && last ? String(last.seq) : null,
      });
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
      const unread = await markRead(app.sql, currentUser(req).id, req.params.id);
      if (unread === null) throw refuse('NOTIFICATION_NOT_FOUND');
      return ok({ unread });
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
      const me = currentUser(req);
      const refused = req.body.preferences.find((p) => refusedPreference(me.role, p));
      if (refused) throw refuse('PREFERENCE_FIXED');
      await savePreferences(app.sql, me.id, req.body.preferences);
      return ok({ preferences: await listPreferences(app.sql, me.id, me.role) });
    },
  );
}
