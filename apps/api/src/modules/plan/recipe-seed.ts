import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedRecipesSchema, type SeedRecipe } from '@faza/shared';
import { API_DIR } from '../../api-dir';
import type { Sql } from '../../db/sql';

export const RECIPES_SEED_FILE = pathToFileURL(path.join(API_DIR, 'seed', 'recipes.json'));

/**
 * The committed recipes (apps/api/seed/recipes.json), in the order the console lists them:
 * breakfasts, rice and beans, porridges and stews, soups with their swallows. Written by us for four
 * people unless said otherwise; vegetarian dishes carry all three dietary tags, fish and chicken
 * dishes no pork and no beef (recipe-seed-data.test.ts holds the file to the shared schema).
 */
export const RECIPES: SeedRecipe[] = seedRecipesSchema.parse(
  JSON.parse(readFileSync(RECIPES_SEED_FILE, 'utf8')),
);

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
