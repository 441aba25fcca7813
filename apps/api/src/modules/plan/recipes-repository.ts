import type { Recipe, RecipeEdit, RecipeUnit, RuleRecipe } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

type RecipeRow = {
  id: string;
  name: string;
  description: string;
  servings: number;
  cook_minutes: number;
  steps: string[];
  tags: string[];
  ingredients: { product_id: string | null; name: string; quantity: number; unit: string }[];
};

/** Recipes with their ingredients; sold ingredients carry the catalogue's name. */
export async function listRecipes(
  db: Queryable,
  opts: { includeInactive?: boolean; id?: string } = {},
): Promise<Recipe[]> {
  const rows = await db<RecipeRow[]>`
    select r.id, r.name, r.description, r.servings, r.cook_minutes, r.steps, r.tags,
      coalesce((select json_agg(json_build_object(
                  'product_id', i.product_id, 'name', coalesce(p.name, i.name),
                  'quantity', i.quantity::float8, 'unit', i.unit) order by i.position)
                from recipe_ingredients i left join products p on p.id = i.product_id
                where i.recipe_id = r.id), '[]') as ingredients
    from recipes r
    where (${opts.includeInactive ?? false} or r.active)
      and (${opts.id ?? null}::text is null or r.id = ${opts.id ?? null})
    order by r.position, r.id`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    servings: r.servings,
    'cook-minutes': r.cook_minutes,
    steps: r.steps,
    tags: r.tags as Recipe['tags'],
    ingredients: r.ingredients.map((i) => ({
      'product-id': i.product_id,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit as RecipeUnit,
      'per-serving': i.quantity / r.servings,
      sold: i.product_id !== null,
    })),
  }));
}

/** The shape the shared rules read. */
export const toRuleRecipe = (r: Recipe): RuleRecipe => ({
  id: r.id,
  name: r.name,
  servings: r.servings,
  tags: r.tags,
  ingredients: r.ingredients.map((i) => ({
    productId: i['product-id'],
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
  })),
});

/** Staff edit: the recipe row and its whole ingredient list, in the caller's transaction. */
export async function updateRecipe(db: Queryable, id: string, edit: RecipeEdit): Promise<boolean> {
  const [row] = await db`
    update recipes set name = ${edit.name}, description = ${edit.description},
      servings = ${edit.servings}, cook_minutes = ${edit['cook-minutes']}, steps = ${edit.steps},
      tags = ${edit.tags}, updated_at = now()
    where id = ${id} returning id`;
  if (!row) return false;
  await db`delete from recipe_ingredients where recipe_id = ${id}`;
  await db`
    insert into recipe_ingredients ${db(
      edit.ingredients.map((i, position) => ({
        recipe_id: id,
        position,
        product_id: i['product-id'],
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
      })),
    )}`;
  return true;
}
