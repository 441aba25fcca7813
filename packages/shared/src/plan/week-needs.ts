import { recipeNeeds, type RuleRecipe } from './rank';
import type { BaseUnit } from './units';
import { MEALS, type PlanDay } from './week-rules';

/** What one dish of a recipe needs for the household, each product rounded up to whole base units. */
export function dishNeeds(recipe: RuleRecipe, household: number) {
  return recipeNeeds(recipe, household).map((n) => ({
    ...n,
    amount: Math.ceil(n.amount - 1e-9),
  }));
}

/** What a planned week needs in all, per product, in its base unit. */
export function weekNeeds(
  days: readonly PlanDay[],
  recipes: readonly RuleRecipe[],
  household: number,
): Map<string, { amount: number; unit: BaseUnit }> {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const out = new Map<string, { amount: number; unit: BaseUnit }>();
  for (const day of days)
    for (const meal of MEALS) {
      const recipe = day[meal] ? byId.get(day[meal]) : undefined;
      if (!recipe) continue;
      for (const need of dishNeeds(recipe, household)) {
        const seen = out.get(need.productId);
        if (seen && seen.unit !== need.unit) continue;
        out.set(need.productId, { amount: (seen?.amount ?? 0) + need.amount, unit: need.unit });
      }
    }
  return out;
}
