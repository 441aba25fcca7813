import { MEALS, type Meal, type PlanDay } from '@faza/shared';

/**
 * Places how many times each dish fills each meal onto days: first copies before second ones, so
 * a repeated dish lands days apart; then any day whose lunch is its dinner swaps dinners with
 * another day. With each dish at most twice a week, a dish that is both a lunch and a dinner is
 * so once each, so any other day's dinner can take its place without a new clash.
 */
export function layOutDays(
  days: number,
  counts: readonly { meal: Meal; recipeId: string; times: number }[],
): PlanDay[] {
  const lists = Object.fromEntries(
    MEALS.map((meal) => {
      const mine = counts.filter((c) => c.meal === meal && c.times > 0);
      const firsts = mine.map((c) => c.recipeId);
      const seconds = mine
        .filter((c) => c.times > 1)
        .flatMap((c) => Array(c.times - 1).fill(c.recipeId));
      return [meal, [...firsts, ...seconds] as string[]];
    }),
  ) as Record<Meal, string[]>;
  const plan: PlanDay[] = Array.from({ length: days }, (_, d) => ({
    breakfast: lists.breakfast[d] ?? null,
    lunch: lists.lunch[d] ?? null,
    dinner: lists.dinner[(d + 1) % days] ?? null,
  }));
  for (let d = 0; d < days; d++) {
    if (!plan[d]!.lunch || plan[d]!.lunch !== plan[d]!.dinner) continue;
    const e = plan.findIndex(
      (other, i) => i !== d && other.dinner !== plan[d]!.lunch && other.lunch !== plan[d]!.dinner,
    );
    if (e < 0) continue;
    [plan[d]!.dinner, plan[e]!.dinner] = [plan[e]!.dinner, plan[d]!.dinner];
  }
  return plan;
}
