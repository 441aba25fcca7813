import type { Sql } from '../../db/sql';
import { BREAKFAST_RECIPES } from './recipe-seed-breakfast';
import { POTTAGE_RECIPES } from './recipe-seed-pottage';
import { RICE_RECIPES } from './recipe-seed-rice';
import { SOUP_RECIPES } from './recipe-seed-soups';
import type { SeedRecipe } from './recipe-seed-types';

/** The committed recipes, in the order the console lists them. */
export const RECIPES: SeedRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...RICE_RECIPES,
  ...POTTAGE_RECIPES,
  ...SOUP_RECIPES,
];

/**
 * Inserts the committed recipes that are missing. Idempotent, and never rewrites a recipe that
 * exists, so what staff edit in the console survives restarts (as the catalogue seed does).
 */
export async function seedRecipes(sql: Sql): Promise<void> {
  const products = new Set((await sql<{ id: string }[]>`select id from products`).map((p) => p.id));
  await sql.begin(async (tx) => {
    for (const [position, r] of RECIPES.entries()) {
      const [inserted] = await tx`
        insert into recipes (id, name, description, servings, cook_minutes, steps, tags, position)
        values (${r.id}, ${r.name}, ${r.description}, ${r.servings}, ${r.minutes}, ${r.steps},
                ${r.tags}, ${position})
        on conflict (id) do nothing
        returning id`;
      if (!inserted) continue;
      await tx`
        insert into recipe_ingredients ${tx(
          r.ingredients.map(([ref, quantity, unit], i) => ({
            recipe_id: r.id,
            position: i,
            product_id: products.has(ref) ? ref : null,
            // A sold ingredient is named by the catalogue when read; the id stands in here.
            name: ref,
            quantity,
            unit,
          })),
        )}`;
    }
  });
}
