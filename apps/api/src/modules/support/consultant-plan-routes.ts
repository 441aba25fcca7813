import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consultantPlanRequestSchema,
  memberParamsSchema,
  recipesResponseSchema,
  successEnvelope,
  weekPlanSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { listRecipesForConsultant, writeMemberPlan } from './consultant-plan-actions';

/**
 * The consultant writes their member's meal plan with a note (docs/decisions/0039): behind the
 * same consent check as every read, validated by the plan module exactly as the member's own save,
 * and in one transaction with its audit row and the member's notification.
 */
export async function consultantPlanRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The dishes a consultant picks from: the catalogue of recipes, no member's data in it.
  api.get(
    '/admin/consultant/recipes',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags: ['consultant', 'staff'],
        summary: 'The recipes a member’s plan can hold, for the consultant’s plan editor',
        response: {
          200: successEnvelope(recipesResponseSchema),
          ...errorResponses('NOT_A_CONSULTANT', 401),
        },
      },
    },
    async (req) => {
      return ok({ recipes: await listRecipesForConsultant(app.sql, currentUser(req).id) });
    },
  );

  api.put(
    '/admin/consultant/members/:id/plan',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags: ['consultant', 'staff'],
        summary:
          'Write or change a consenting member’s meal plan with a note; the body is the member’s ' +
          'own PUT /api/plan/week plus `note`, under the same rules (their tier’s days, known ' +
          'recipes). The member is notified; audited.',
        params: memberParamsSchema,
        body: withExample(consultantPlanRequestSchema, {
          household: 4,
          days: [{ breakfast: 'akara', lunch: 'jollof-rice', dinner: 'egusi-and-eba' }],
          tags: [],
          budget: null,
          note: 'More beans this week: they keep you full and your pantry has plenty.',
        }),
        response: {
          200: successEnvelope(weekPlanSchema),
          ...errorResponses(
            'NOT_A_CONSULTANT',
            'NOT_YOUR_MEMBER',
            'CONSENT_REQUIRED',
            'PLAN_DAYS',
            'UNKNOWN_RECIPE',
            400,
            401,
          ),
        },
      },
    },
    async (req) => ok(await writeMemberPlan(app.sql, currentUser(req).id, req.params.id, req.body)),
  );
}
