import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignConsultantRequestSchema,
  consultantMemberViewSchema,
  consultantsOverviewSchema,
  markConsultantRequestSchema,
  memberParamsSchema,
  staffParamsSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  assignConsultant,
  markStaffAsConsultant,
  viewMemberAsConsultant,
} from './consultant-admin-actions';
import { consultantsOverview } from './consultants-repository';

const tags = ['consultant', 'staff'];

/**
 * What a consultant may read of their member, and how admins choose consultants. Every read of a
 * member's data checks, in one place, that the caller is that member's consultant and that the
 * member's consent is on (docs/decisions/0039).
 */
export async function adminConsultantsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/consultant/members/:id',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags,
        summary:
          'A member’s shared pantry summary, meal plan and this month’s insights, for their own ' +
          'consultant only and only with the member’s consent (403 CONSENT_REQUIRED without it)',
        params: memberParamsSchema,
        response: {
          200: successEnvelope(consultantMemberViewSchema),
          ...errorResponses('NOT_A_CONSULTANT', 'NOT_YOUR_MEMBER', 'CONSENT_REQUIRED', 400, 401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await viewMemberAsConsultant(app.sql, currentUser(req).id, req.params.id));
    },
  );

  api.get(
    '/admin/consultants',
    {
      config: { permission: 'consultants:assign' },
      schema: {
        tags,
        summary: 'Staff (who is a consultant, with how many members) and Premium Plus members',
        response: {
          200: successEnvelope(consultantsOverviewSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await consultantsOverview(app.sql));
    },
  );

  api.put(
    '/admin/consultants/:id',
    {
      config: { permission: 'consultants:assign' },
      schema: {
        tags,
        summary:
          'Mark a staff member as a food consultant, or not; unmarking ends their access at once ' +
          'and moves their members to the least-loaded consultant left (or none), consent off; ' +
          'audited',
        params: staffParamsSchema,
        body: withExample(markConsultantRequestSchema, { consultant: true }),
        response: {
          200: successEnvelope(consultantsOverviewSchema),
          ...errorResponses('STAFF_NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req) =>
      ok(
        await markStaffAsConsultant(
          app.sql,
          req.params.id,
          req.body.consultant,
          currentUser(req).id,
        ),
      ),
  );

  api.put(
    '/admin/consultants/members/:id',
    {
      config: { permission: 'consultants:assign' },
      schema: {
        tags,
        summary:
          'Give a Premium Plus member another consultant; their consent starts off again; audited',
        params: memberParamsSchema,
        body: withExample(assignConsultantRequestSchema, {
          'consultant-id': '0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
        response: {
          200: successEnvelope(consultantsOverviewSchema),
          ...errorResponses('MEMBER_NOT_FOUND', 'CONSULTANT_NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req) =>
      ok(
        await assignConsultant(
          app.sql,
          req.params.id,
          req.body['consultant-id'],
          currentUser(req).id,
        ),
      ),
  );
}
