import type { Recipe, RecipeEdit } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { listRecipes, updateRecipe } from './recipes-repository';

// Staff recipe editing (docs/architecture.md §1 "Adding a feature"): audited with the recipe
// before and after, in a transaction of its own.

/** A staff member edits a recipe. */
export function editRecipe(
  sql: Sql,
  id: string,
  edit: RecipeEdit,
  staffId: string,
): Promise<Recipe> {
  return withTransaction(sql, async (tx) => {
    const [before] = await listRecipes(tx, { includeInactive: true, id });
    if (!before) throw refuse('RECIPE_NOT_FOUND');
    await updateRecipe(tx, before.id, edit);
    const [after] = await listRecipes(tx, { includeInactive: true, id: before.id });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'recipe.edit',
      subjectType: 'recipe',
      subjectId: before.id,
      before,
      after,
    });
    return after!;
  });
}
