import type { RuleRecipe } from './rank';

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** Dietary tags a plan can require; every dish of the plan must carry each one asked for. */
export const DIETARY_TAGS = ['vegetarian', 'no-pork', 'no-beef'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Variety: no dish more than twice a week (docs/decisions/0037-food-planning.md). */
export const MAX_REPEATS_PER_WEEK = 2;
/** Premium plans 3 days; Premium Plus the whole week. */
export const PREMIUM_PLAN_DAYS = 3;
export const PREMIUM_PLUS_PLAN_DAYS = 7;

export type PlanDay = Record<Meal, string | null>;

export type WeekViolation =
  | { kind: 'meal-tag'; day: number; meal: Meal; recipeId: string }
  | { kind: 'dietary'; day: number; meal: Meal; recipeId: string; tag: string }
  | { kind: 'repeats'; recipeId: string; times: number }
  | { kind: 'lunch-is-dinner'; day: number; recipeId: string }
  | { kind: 'unknown-recipe'; day: number; meal: Meal; recipeId: string };

/**
 * Every rule a planned week must keep, as a list of what breaks it (empty: the week is sound):
 * each dish suits its meal, carries every dietary tag asked for, appears at most twice, and no
 * day has the same dish for lunch and dinner. The optimiser's answers are checked against it.
 */
export function weekViolations(
  days: readonly PlanDay[],
  recipes: readonly RuleRecipe[],
  tags: readonly string[],
): WeekViolation[] {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const out: WeekViolation[] = [];
  const times = new Map<string, number>();
  days.forEach((day, d) => {
    for (const meal of MEALS) {
      const id = day[meal];
      if (!id) continue;
      const recipe = byId.get(id);
      if (!recipe) {
        out.push({ kind: 'unknown-recipe', day: d, meal, recipeId: id });
        continue;
      }
      times.set(id, (times.get(id) ?? 0) + 1);
      if (!recipe.tags.includes(meal)) out.push({ kind: 'meal-tag', day: d, meal, recipeId: id });
      for (const tag of tags)
        if (!recipe.tags.includes(tag))
          out.push({ kind: 'dietary', day: d, meal, recipeId: id, tag });
    }
    if (day.lunch && day.lunch === day.dinner)
      out.push({ kind: 'lunch-is-dinner', day: d, recipeId: day.lunch });
  });
  for (const [recipeId, n] of times)
    if (n > MAX_REPEATS_PER_WEEK) out.push({ kind: 'repeats', recipeId, times: n });
  return out;
}

/** The recipes that may fill a meal under the dietary tags asked for. */
export const suitsMeal = (recipe: RuleRecipe, meal: Meal, tags: readonly string[]): boolean =>
  recipe.tags.includes(meal) && tags.every((t) => recipe.tags.includes(t));
