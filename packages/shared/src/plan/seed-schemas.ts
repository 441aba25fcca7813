import { z } from 'zod';
import { recipeEditSchema } from './schemas';
import { RECIPE_UNITS } from './units';

// ——— The committed recipes (apps/api/seed/recipes.json), inserted where missing at start-up ———

const edit = recipeEditSchema.shape;

/**
 * A recipe as committed: the limits of a staff edit (`recipeEditSchema`), with ingredients written
 * short as [catalogue product id or, for what we do not sell, its name; quantity for `servings`;
 * unit].
 */
export const seedRecipeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A kebab-case id.'),
  name: edit.name,
  description: edit.description,
  servings: edit.servings,
  minutes: edit['cook-minutes'],
  tags: edit.tags,
  steps: edit.steps,
  ingredients: z
    .array(
      z.tuple([
        z.string().trim().min(1).max(100),
        z.number().positive().max(100000),
        z.enum(RECIPE_UNITS),
      ]),
    )
    .min(1)
    .max(30),
});
export type SeedRecipe = z.infer<typeof seedRecipeSchema>;

export const seedRecipesSchema = z.array(seedRecipeSchema);
