import loadHighs from 'highs';
import {
  dishNeeds,
  MAX_REPEATS_PER_WEEK,
  MEALS,
  suitsMeal,
  type BaseUnit,
  type Meal,
  type PlanDay,
  type PricedTier,
  type RuleRecipe,
} from '@faza/shared';
import { layOutDays } from './week-layout';

export type SolverInput = {
  recipes: readonly RuleRecipe[];
  days: number;
  household: number;
  tags: readonly string[];
  budgetKobo: number;
  /** Usable pantry food per product (base units), and how much of it expires within 3 days. */
  holdings: ReadonlyMap<string, { usable: number; expiringSoon: number; unit: BaseUnit }>;
  tiers: ReadonlyMap<string, readonly PricedTier[]>;
};
export type SolverResult =
  | { ok: true; days: PlanDay[]; costKobo: number; ms: number; status: string }
  | { ok: false; reason: 'budget' | 'tags'; ms: number };

let loaded: ReturnType<typeof loadHighs> | undefined;
/** The HiGHS WebAssembly module, loaded once per process (docs/decisions/0037-food-planning.md). */
const solver = () => (loaded ??= loadHighs());

/** Starts loading the solver (about 0.1 s) when the plan page opens, before "Plan for me". */
export const warmSolver = (): void => void solver();

/** How much a naira of expiring food used is worth against a naira spent: it would be wasted. */
const EXPIRING_REWARD = 0.5;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(6));

/**
 * Seconds of search: the best plan found within `first` (the answer should come within about
 * 2 seconds). A search that found no plan at all by then, on a busy server, gets `retry` seconds
 * more, rather than telling the member that nothing fits their budget when it was only time that
 * ran out. HiGHS's time limit is wall-clock time, so load on the machine shortens the search.
 */
export type SolveLimits = { first: number; retry: number };
const LIMITS: SolveLimits = { first: 0.8, retry: 5 };

/**
 * Plans the days as a mixed-integer programme solved by HiGHS. The days are interchangeable, so
 * the variables are how many times each dish fills each meal (no symmetric copies for the solver
 * to search): every meal of every day filled from the recipes that suit it and every dietary
 * tag, no dish more than twice; whole tiers bought so that pantry plus purchases cover every
 * need, within the budget; the cheapest such plan, less a reward for pantry food expiring within
 * 3 days that it uses. `layOutDays` then places the dishes so no day has the same lunch and dinner.
 */
export async function solveWeek(
  input: SolverInput,
  limits: SolveLimits = LIMITS,
): Promise<SolverResult> {
  // Loading the WebAssembly happens once per process, when the plan page opens (warmSolver).
  const highs = await solver();
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const cap = Math.min(MAX_REPEATS_PER_WEEK, input.days);
  const vars: { meal: Meal; r: number; v: string }[] = [];
  for (const meal of MEALS)
    input.recipes.forEach((recipe, r) => {
      if (suitsMeal(recipe, meal, input.tags)) vars.push({ meal, r, v: `n_${meal[0]}_${r}` });
    });
  for (const meal of MEALS)
    if (vars.filter((x) => x.meal === meal).length * cap < input.days)
      return { ok: false, reason: 'tags', ms: ms() };

  const needs = input.recipes.map((r) => dishNeeds(r, input.household));
  const rows: string[] = [];
  const objective: string[] = [];
  const generals = vars.map((x) => x.v);
  const bounds = vars.map((x) => `0 <= ${x.v} <= ${cap}`);
  for (const meal of MEALS)
    rows.push(
      `meal_${meal[0]}: ${vars
        .filter((x) => x.meal === meal)
        .map((x) => x.v)
        .join(' + ')} = ${input.days}`,
    );
  input.recipes.forEach((_, r) => {
    const uses = vars.filter((x) => x.r === r);
    if (uses.length > 1) rows.push(`rep_${r}: ${uses.map((x) => x.v).join(' + ')} <= ${cap}`);
    // One day: a dish cannot be both its lunch and its dinner.
    const both = uses.filter((x) => x.meal !== 'breakfast');
    if (input.days === 1 && both.length === 2)
      rows.push(`ld_${r}: ${both[0]!.v} + ${both[1]!.v} <= 1`);
  });

  const spend: { coef: number; v: string }[] = [];
  const products = [...new Set(vars.flatMap((x) => needs[x.r]!.map((n) => n.productId)))];
  products.forEach((productId, p) => {
    const unit = needs.flat().find((n) => n.productId === productId)!.unit;
    const held = input.holdings.get(productId);
    const usable = held && held.unit === unit ? held.usable : 0;
    const uses = vars.flatMap((x) => {
      const need = needs[x.r]!.find((n) => n.productId === productId);
      return need && need.unit === unit ? [{ amount: need.amount, v: x.v }] : [];
    });
    const terms = uses.map((u) => `${num(u.amount)} ${u.v}`);
    // The most the plan could ever buy: every dish using it as often as allowed. Tiers bigger
    // than one bag past that, and counts past it, cannot help, and leaving them out keeps the
    // search small.
    const most = Math.max(0, uses.reduce((s, u) => s + u.amount * cap, 0) - usable);
    const sizes = (input.tiers.get(productId) ?? [])
      .map((t, i) => ({ t, v: `b_${p}_${i}` }))
      .filter((b) => b.t.amount.unit === unit && b.t.amount.amount > 0)
      .sort((a, b) => a.t.amount.amount - b.t.amount.amount);
    const firstCovering = sizes.findIndex((b) => b.t.amount.amount >= most);
    const buys = most === 0 ? [] : firstCovering < 0 ? sizes : sizes.slice(0, firstCovering + 1);
    for (const b of buys) {
      generals.push(b.v);
      bounds.push(`0 <= ${b.v} <= ${Math.ceil(most / b.t.amount.amount)}`);
      spend.push({ coef: b.t.priceKobo / 100, v: b.v });
    }
    const bought = buys.map((b) => ` - ${num(b.t.amount.amount)} ${b.v}`).join('');
    rows.push(`need_${p}: ${terms.join(' + ')}${bought} <= ${num(usable)}`);
    const soon = held && held.unit === unit ? Math.min(held.expiringSoon, usable) : 0;
    const price = sizes.map((b) => b.t.priceKobo / 100 / b.t.amount.amount);
    if (soon > 0 && price.length > 0) {
      bounds.push(`0 <= e_${p} <= ${num(soon)}`);
      rows.push(`exp_${p}: e_${p} - ${terms.join(' - ')} <= 0`);
      objective.push(`- ${num(EXPIRING_REWARD * Math.min(...price))} e_${p}`);
    }
  });
  objective.unshift(...spend.map((s) => `+ ${num(s.coef)} ${s.v}`));
  if (spend.length > 0)
    rows.push(
      `budget: ${spend.map((s) => `+ ${num(s.coef)} ${s.v}`).join(' ')} <= ${num(input.budgetKobo / 100)}`,
    );

  const lp = [
    'Minimize',
    ` obj: ${objective.length ? objective.join(' ') : `0 ${generals[0]}`}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'Generals',
    ` ${generals.join(' ')}`,
    'End',
  ].join('\n');
  const attempt = (seconds: number) => {
    const result = highs.solve(lp, { output_flag: false, time_limit: seconds, mip_rel_gap: 0.02 });
    const columns = result.Columns as Record<string, { Primal: number }> | undefined;
    const counted = vars.map((x) => ({ ...x, n: Math.round(columns?.[x.v]?.Primal ?? 0) }));
    const filled = MEALS.every(
      (meal) => counted.filter((x) => x.meal === meal).reduce((s, x) => s + x.n, 0) === input.days,
    );
    return { result, columns, counted, filled };
  };
  let solved = attempt(limits.first);
  if (solved.result.Status === 'Time limit reached' && !solved.filled)
    solved = attempt(limits.retry);
  const { result, columns, counted, filled } = solved;
  if (!['Optimal', 'Time limit reached'].includes(result.Status) || !filled)
    return { ok: false, reason: 'budget', ms: ms() };
  const days = layOutDays(
    input.days,
    counted.map((x) => ({ meal: x.meal, recipeId: input.recipes[x.r]!.id, times: x.n })),
  );
  const costKobo = Math.round(
    spend.reduce((sum, s) => sum + s.coef * 100 * Math.round(columns![s.v]!.Primal), 0),
  );
  return { ok: true, days, costKobo, ms: ms(), status: result.Status };
}
