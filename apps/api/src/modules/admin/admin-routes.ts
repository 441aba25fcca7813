import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminUserDetailSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  changeRoleRequestSchema,
  changeRoleResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { countOpenDeliveries } from '../deliveries';
import { pantrySummary } from '../pantry';
import { changeRole } from '../roles';
import { findAdminUser, searchUsers } from './admin-users-repository';
import { listAudit } from './audit-repository';
import { currentUser } from '../auth';

const userIdParams = z.object({ id: z.uuid({ error: ADMIN_MESSAGES.userNotFound }) });

/** Staff console: users (search, role changes) and the audit log. Each route declares its permission. */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/users',
    {
      config: { permission: 'users:view' },
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: {
          200: successEnvelope(adminUsersResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ users: await searchUsers(app.sql, req.query.q) });
    },
  );

  api.get(
    '/admin/users/:id',
    {
      config: { permission: 'users:view' },
      schema: {
        tags: ['admin'],
        summary: 'One user with tier, wallet balance, pantry and open deliveries (read only)',
        params: userIdParams,
        response: {
          200: successEnvelope(adminUserDetailSchema),
          ...errorResponses('NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await findAdminUser(app.sql, req.params.id);
      if (!user) throw refuse('NOT_FOUND', { message: ADMIN_MESSAGES.userNotFound });
      const [pantry, open] = await Promise.all([
        pantrySummary(app.sql, user.id),
        countOpenDeliveries(app.sql, user.id),
      ]);
      return ok({ user, pantry, open_deliveries: open });
    },
  );

  api.post(
    '/admin/users/:id/role',
    {
      config: { permission: 'roles:change' },
      schema: {
        tags: ['admin'],
        params: userIdParams,
        body: withExample(changeRoleRequestSchema, { role: 'moderator' }),
        response: {
          200: successEnvelope(changeRoleResponseSchema),
          ...errorResponses('OWN_ROLE', 'NOT_FOUND', 400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      const me = currentUser(req);
      // An admin who demotes themselves could leave the shop without one.
      if (req.params.id === me.id) throw refuse('OWN_ROLE');
      const change = await changeRole(app.sql, { id: req.params.id }, req.body.role, me.id);
      if (!change) throw refuse('NOT_FOUND', { message: ADMIN_MESSAGES.userNotFound });
      const user = await findAdminUser(app.sql, change.user.id);
      return ok({ user: user!, from: change.from, to: change.to });
    },
  );

  api.get(
    '/admin/audit',
    {
      config: { permission: 'audit:view' },
      schema: {
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditResponseSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await listAudit(app.sql, {
        action: req.query.action,
        subjectId: req.query.subject_id,
        actor: req.query.actor,
        before: req.query.before,
      });
      return ok({ entries: page.entries, next_cursor: page.nextCursor });
    },
  );
}
