import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoWeekRequestSchema,
  autoWeekResponseSchema,
  cookableQuerySchema,
  cookableResponseSchema,
  cookedRequestSchema,
  cookedResponseSchema,
  putWeekRequestSchema,
  recipesResponseSchema,
  runwaySchema,
  shoppingListSchema,
  successEnvelope,
  weekPlanSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { requireUser } from '../auth';
import { cookRecipe } from './cook-service';
import { undoCooking } from './cooking-actions';
import { cookable } from './cookable';
import { premiumMember } from './plan-access';
import { listRecipes } from './recipes-repository';
import { autoWeek, getWeek, putWeek, runway } from './week-service';
import { warmSolver } from './week-solver';

const tags = ['plan'];
const premiumNote = ' Premium and Premium Plus only (403 PREMIUM_REQUIRED for a basic member).';

/** `/api/plan`: recipes, what can be cooked, "I cooked it" and its undo, and the meal plan. */
export async function planRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preHandler: requireUser };

  api.get(
    '/plan/recipes',
    {
      ...guarded,
      schema: {
        tags,
        description: 'Every recipe with its ingredients mapped to catalogue items.' + premiumNote,
        response: {
          200: successEnvelope(recipesResponseSchema),
          ...errorResponses('PREMIUM_REQUIRED', 401),
        },
      },
    },
    async (req) => {
      premiumMember(req);
      return ok({ recipes: await listRecipes(app.sql) });
    },
  );

  api.get(
    '/plan/cookable',
    {
      ...guarded,
      schema: {
        tags,
        description:
          'Recipes ranked by how much the pantry covers for `servings` people, lifted by food ' +
          'expiring within 3 days; each with what is missing priced for the cart.' +
          premiumNote,
        querystring: cookableQuerySchema,
        response: {
          200: successEnvelope(cookableResponseSchema),
          ...errorResponses('PREMIUM_REQUIRED', 400, 401),
        },
      },
    },
    async (req, reply) => {
      const { me } = premiumMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await cookable(app.sql, me.id, req.query.servings));
    },
  );

  api.post(
    '/plan/cooked',
    {
      ...guarded,
      schema: {
        tags,
        description:
          '"I cooked it": takes the recipe for `servings` out of the pantry first-expiry-first as ' +
          'one journal entry of kind consume. Requires an Idempotency-Key. 422 NOT_ENOUGH_FOOD, ' +
          'or ASK_AMOUNT when a lot cannot be measured: send `used` lots and units then.' +
          premiumNote,
        body: withExample(cookedRequestSchema, { 'recipe-id': 'jollof-rice', servings: 4 }),
        response: {
          200: successEnvelope(cookedResponseSchema),
          ...errorResponses(
            'PREMIUM_REQUIRED',
            'RECIPE_NOT_FOUND',
            'TOO_MUCH',
            'NOT_ENOUGH_FOOD',
            'ASK_AMOUNT',
            'NOT_IN_PANTRY',
            400,
            401,
            409,
          ),
        },
      },
    },
    async (req, reply) => {
      const { me } = premiumMember(req);
      const body = req.body;
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'plan.cooked', required: true },
        async (tx) => {
          const cooked = await cookRecipe(tx, {
            ownerId: me.id,
            recipeId: body['recipe-id'],
            servings: body.servings,
            ...(body.used
              ? { used: body.used.map((u) => ({ lotId: u['lot-id'], quantity: u.quantity })) }
              : {}),
          });
          return { status: 200, body: ok(cooked) };
        },
      );
    },
  );

  api.post(
    '/plan/cooked/:id/undo',
    {
      ...guarded,
      schema: {
        tags,
        description:
          'Puts a cooking’s food back exactly, within 10 minutes (409 after, or when the rest of ' +
          'an opened bag has since moved).' +
          premiumNote,
        params: z.object({ id: z.uuid() }),
        response: {
          200: successEnvelope(cookedResponseSchema),
          ...errorResponses(
            'PREMIUM_REQUIRED',
            'COOKING_NOT_FOUND',
            'ALREADY_UNDONE',
            'UNDO_TOO_LATE',
            'UNDO_MOVED',
            400,
            401,
          ),
        },
      },
    },
    async (req) => {
      const { me } = premiumMember(req);
      return ok(await undoCooking(app.sql, me.id, req.params.id));
    },
  );

  api.get(
    '/plan/week',
    {
      ...guarded,
      schema: {
        tags,
        description:
          'The meal plan (3 days for Premium, 7 for Premium Plus) and its shopping list.',
        response: {
          200: successEnvelope(weekPlanSchema),
          ...errorResponses('PREMIUM_REQUIRED', 401),
        },
      },
    },
    async (req, reply) => {
      const { me, maxDays } = premiumMember(req);
      reply.header('cache-control', 'no-store');
      warmSolver();
      return ok(await getWeek(app.sql, me.id, maxDays));
    },
  );

  api.put(
    '/plan/week',
    {
      ...guarded,
      schema: {
        tags,
        description: 'Saves the dishes the person picked.' + premiumNote,
        body: withExample(putWeekRequestSchema, {
          household: 4,
          days: [{ breakfast: 'akara', lunch: 'jollof-rice', dinner: 'egusi-and-eba' }],
          tags: [],
          budget: 40000,
        }),
        response: {
          200: successEnvelope(weekPlanSchema),
          ...errorResponses('PREMIUM_REQUIRED', 'PLAN_DAYS', 'UNKNOWN_RECIPE', 400, 401),
        },
      },
    },
    async (req) => {
      const { me, maxDays } = premiumMember(req);
      return ok(await putWeek(app.sql, me.id, maxDays, req.body));
    },
  );

  api.post(
    '/plan/week/auto',
    {
      ...guarded,
      schema: {
        tags,
        description:
          'Plan for me: the HiGHS optimiser picks the dishes that cost least to buy within the ' +
          'budget (naira), using expiring pantry food first, keeping the dietary tags and ' +
          'variety. 422 NO_PLAN_IN_BUDGET when nothing fits.' +
          premiumNote,
        body: withExample(autoWeekRequestSchema, {
          budget: 60000,
          household: 4,
          days: 7,
          tags: [],
        }),
        response: {
          200: successEnvelope(autoWeekResponseSchema),
          ...errorResponses(
            'PREMIUM_REQUIRED',
            'PLAN_DAYS',
            'NO_RECIPES_FOR_TAGS',
            'NO_PLAN_IN_BUDGET',
            400,
            401,
          ),
        },
      },
    },
    async (req) => {
      const { me, maxDays } = premiumMember(req);
      return ok(await autoWeek(app.sql, me.id, maxDays, req.body));
    },
  );

  api.get(
    '/plan/shopping-list',
    {
      ...guarded,
      schema: {
        tags,
        description: 'What the plan needs minus what the pantry holds, at today’s prices.',
        response: {
          200: successEnvelope(shoppingListSchema),
          ...errorResponses('PREMIUM_REQUIRED', 401),
        },
      },
    },
    async (req, reply) => {
      const { me, maxDays } = premiumMember(req);
      reply.header('cache-control', 'no-store');
      return ok((await getWeek(app.sql, me.id, maxDays))['shopping-list']);
    },
  );

  api.get(
    '/plan/runway',
    {
      ...guarded,
      schema: {
        tags,
        description:
          'About how many days of the saved plan the pantry covers for its household; days is ' +
          'null without a plan.' +
          premiumNote,
        response: {
          200: successEnvelope(runwaySchema),
          ...errorResponses('PREMIUM_REQUIRED', 401),
        },
      },
    },
    async (req, reply) => {
      const { me } = premiumMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await runway(app.sql, me.id));
    },
  );
}
