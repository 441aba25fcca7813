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

/**
 * The pantry's runway: how many days of the plan, repeated, the usable food covers in full for
 * the household, up to `cap`. Null when the plan has no dish that uses food we sell (not enough
 * data to say anything honest).
 */
export function runwayDays(
  days: readonly PlanDay[],
  recipes: readonly RuleRecipe[],
  household: number,
  holdings: ReadonlyMap<string, { usable: number; unit: BaseUnit }>,
  cap = 60,
): number | null {
  const perDay = days.map((day) => weekNeeds([day], recipes, household));
  if (perDay.every((needs) => needs.size === 0)) return null;
  const left = new Map([...holdings].map(([id, h]) => [id, { ...h }]));
  for (let n = 0; n < cap; n++) {
    const needs = perDay[n % perDay.length]!;
    for (const [productId, need] of needs) {
      const held = left.get(productId);
      if (!held || held.unit !== need.unit || held.usable < need.amount) return n;
      held.usable -= need.amount;
    }
  }
  return cap;
}
