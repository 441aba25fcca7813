import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignConsultantRequestSchema,
  consultantMemberViewSchema,
  consultantsOverviewSchema,
  markConsultantRequestSchema,
  memberParamsSchema,
  premiumFlags,
  staffParamsSchema,
  successEnvelope,
  SUPPORT_MESSAGES,
  type SubscriptionTier,
} from '@faza/shared';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  changeConsultant,
  consultantsOverview,
  findAssignment,
  findStaff,
  isActiveConsultant,
  markConsultant,
  reassignMembersOf,
} from './consultants-repository';
import { consultantSections, sharingMember } from './consultant-sections';

const tags = ['consultant', 'staff'];

type MemberRow = {
  id: string;
  name: string;
  faza: string;
  subscription_tier: SubscriptionTier;
  subscription_ends_at: Date | null;
};

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
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await sharingMember(app.sql, currentUser(req).id, req.params.id);
      return ok({
        member: { id: member.id, name: member.name, faza: member.faza },
        sections: await consultantSections(app.sql, member),
      });
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
        await withTransaction(app.sql, async (tx) => {
          if (!(await findStaff(tx, req.params.id)))
            throw refuse('STAFF_NOT_FOUND', { message: SUPPORT_MESSAGES.notConsultant });
          await markConsultant(tx, req.params.id, req.body.consultant);
          // Unmarking ends their access at once: their members move on, consent off (0039).
          const moved = req.body.consultant ? 0 : await reassignMembersOf(tx, req.params.id);
          await recordAudit(tx, {
            actorId: currentUser(req).id,
            action: req.body.consultant ? 'consultant.mark' : 'consultant.unmark',
            subjectType: 'user',
            subjectId: req.params.id,
            ...(req.body.consultant ? {} : { after: { membersReassigned: moved } }),
          });
          return consultantsOverview(tx);
        }),
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
        await withTransaction(app.sql, async (tx) => {
          const consultantId = req.body['consultant-id'];
          const [member] = await tx<
            Pick<MemberRow, 'subscription_tier' | 'subscription_ends_at'>[]
          >`select subscription_tier, subscription_ends_at from users where id = ${req.params.id}`;
          if (
            !member ||
            !premiumFlags(member.subscription_tier, member.subscription_ends_at).isPremiumPlus
          )
            throw refuse('MEMBER_NOT_FOUND');
          if (!(await isActiveConsultant(tx, consultantId)) || !(await findStaff(tx, consultantId)))
            throw refuse('CONSULTANT_NOT_FOUND');
          const before = await findAssignment(tx, req.params.id);
          await changeConsultant(tx, req.params.id, consultantId);
          await recordAudit(tx, {
            actorId: currentUser(req).id,
            action: 'consultant.assign',
            subjectType: 'user',
            subjectId: req.params.id,
            before: { consultantId: before?.consultant_id ?? null },
            after: { consultantId },
          });
          return consultantsOverview(tx);
        }),
      ),
  );
}
