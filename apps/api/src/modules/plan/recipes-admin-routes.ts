import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recipeEditSchema,
  recipeSchema,
  recipesResponseSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import { editRecipe } from './recipe-admin-actions';
import { listRecipes } from './recipes-repository';

const tags = ['plan', 'staff'];

/** Staff recipe editing (permission `recipes:edit`), audited with the recipe before and after. */
export async function recipesAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/recipes',
    {
      config: { permission: 'recipes:edit' },
      schema: {
        tags,
        response: { 200: successEnvelope(recipesResponseSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok({ recipes: await listRecipes(app.sql, { includeInactive: true }) }),
  );

  api.put(
    '/admin/recipes/:id',
    {
      config: { permission: 'recipes:edit' },
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: withExample(recipeEditSchema, {
          name: 'Akara (bean fritters)',
          description: 'Crisp, fluffy bean cakes fried in hot oil.',
          servings: 4,
          'cook-minutes': 50,
          steps: ['Peel and blend the beans.', 'Fry spoonfuls until golden.'],
          tags: ['breakfast', 'vegetarian', 'no-pork', 'no-beef'],
          ingredients: [
            { 'product-id': 'honey-beans', name: 'Honey beans', quantity: 0.5, unit: 'kg' },
            { 'product-id': null, name: 'Salt', quantity: 1, unit: 'tbsp' },
          ],
        }),
        response: {
          200: successEnvelope(recipeSchema),
          ...errorResponses('RECIPE_NOT_FOUND', 400, 401, 403, 404, 422),
        },
      },
    },
    async (req) => {
      const staff = currentUser(req);
      const recipe = await editRecipe(app.sql, req.params.id, req.body, staff.id);
      return ok(recipe);
    },
  );
}
