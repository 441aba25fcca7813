import { pantryHoldings, rankCookable, type CookableResponse } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { loadCatalogue, loadPantryLots, shortText, suggestPurchase } from './plan-data';
import { listRecipes, toRuleRecipe } from './recipes-repository';

/**
 * "What can I cook?" for the owner's pantry and household: the shared ranking
 * (packages/shared/src/plan/rank.ts) over every active recipe, and what is missing priced at
 * today's catalogue, ready for the cart.
 */
export async function cookable(
  db: Queryable,
  ownerId: string,
  servings: number,
): Promise<CookableResponse> {
  const recipes = await listRecipes(db);
  const catalogue = await loadCatalogue(db);
  const { lots, now } = await loadPantryLots(db, ownerId, catalogue);
  const ranked = rankCookable(recipes.map(toRuleRecipe), pantryHoldings(lots, now), servings);
  const byId = new Map(recipes.map((r) => [r.id, r]));
  return {
    servings,
    recipes: ranked.map((r) => {
      const recipe = byId.get(r.recipeId)!;
      const missing = r.missing.map((m) => ({
        'product-id': m.productId,
        name: catalogue.get(m.productId)?.name ?? m.name,
        short: shortText(m.amount, m.unit),
        buy: suggestPurchase(catalogue, m.productId, m.amount, m.unit),
      }));
      return {
        id: recipe.id,
        name: recipe.name,
        'cook-minutes': recipe['cook-minutes'],
        tags: recipe.tags,
        coverage: Math.round(r.coverage * 1000) / 1000,
        'servings-now': r.servingsNow,
        'uses-expiring': r.expiringShare > 0,
        'can-cook': r.missing.length === 0 && r.coverage > 0,
        missing,
        'also-needs': recipe.ingredients.filter((i) => !i.sold).map((i) => i.name),
        'missing-total-kobo': missing.reduce((sum, m) => sum + (m.buy?.['total-kobo'] ?? 0), 0),
      };
    }),
  };
}
