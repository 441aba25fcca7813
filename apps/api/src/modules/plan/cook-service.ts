import { COOKING_UNDO_MINUTES, recipeNeeds, type CookedResponse } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { takeForCooking, undoCooking, type CookedLine, type UsedLot } from '../pantry';
import { listRecipes, toRuleRecipe } from './recipes-repository';

const answer = (
  cooking: {
    id: string;
    recipe_id: string;
    servings: number;
    created_at: Date;
    undone_at: Date | null;
  },
  lines: CookedLine[],
): CookedResponse => ({
  id: cooking.id,
  'recipe-id': cooking.recipe_id,
  servings: cooking.servings,
  lines: lines.map((l) => ({
    'lot-id': l.lotId,
    name: l.name,
    'quantity-type': l.quantityType,
    quantity: l.quantity,
  })),
  'undo-until': Math.floor(cooking.created_at.getTime() / 1000) + COOKING_UNDO_MINUTES * 60,
  undone: cooking.undone_at !== null,
});

/** "I cooked it": one cooking row and its `consume` journal rows, in the caller's transaction. */
export async function cookRecipe(
  tx: Queryable,
  input: { ownerId: string; recipeId: string; servings: number; used?: UsedLot[] },
): Promise<CookedResponse> {
  const [recipe] = await listRecipes(tx, { id: input.recipeId });
  if (!recipe) throw refuse('RECIPE_NOT_FOUND');
  const needs = recipeNeeds(toRuleRecipe(recipe), input.servings);
  const [cooking] = await tx<
    { id: string; recipe_id: string; servings: number; created_at: Date; undone_at: null }[]
  >`
    insert into cookings (owner_id, recipe_id, servings)
    values (${input.ownerId}, ${recipe.id}, ${input.servings})
    returning id, recipe_id, servings, created_at, undone_at`;
  const lines = await takeForCooking(tx, {
    ownerId: input.ownerId,
    cookingId: cooking!.id,
    needs,
    ...(input.used ? { used: input.used } : {}),
  });
  return answer(cooking!, lines);
}

/**
 * Undoes a cooking of the caller's within 10 minutes. The cooking row is locked first, so a
 * second undo at the same moment waits and is then told it was already undone.
 */
export async function undoCook(
  tx: Queryable,
  input: { ownerId: string; cookingId: string },
): Promise<CookedResponse> {
  const [cooking] = await tx<
    {
      id: string;
      recipe_id: string;
      servings: number;
      created_at: Date;
      undone_at: Date | null;
      late: boolean;
    }[]
  >`
    select id, recipe_id, servings, created_at, undone_at,
           created_at < now() - make_interval(mins => ${COOKING_UNDO_MINUTES}) as late
    from cookings where id = ${input.cookingId} and owner_id = ${input.ownerId}
    for update`;
  if (!cooking) throw refuse('COOKING_NOT_FOUND');
  if (cooking.undone_at) throw refuse('ALREADY_UNDONE');
  if (cooking.late) throw refuse('UNDO_TOO_LATE');
  const lines = await undoCooking(tx, input);
  const [done] = await tx<{ undone_at: Date }[]>`
    update cookings set undone_at = now() where id = ${cooking.id} returning undone_at`;
  return answer({ ...cooking, undone_at: done!.undone_at }, lines);
}
