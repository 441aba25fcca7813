import loadHighs from 'highs';
import {
  dishNeeds,
  MAX_REPEATS_PER_WEEK,
  MEALS,
  suitsMeal,
  type BaseUnit,
  type PlanDay,
  type PricedTier,
  type RuleRecipe,
} from '@faza/shared';

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
  | { ok: true; days: PlanDay[]; costKobo: number; ms: number }
  | { ok: false; reason: 'budget' | 'tags'; ms: number };

let highs: ReturnType<typeof loadHighs> | undefined;
/** The HiGHS WebAssembly module, loaded once per process (docs/decisions/0037-food-planning.md). */
const solver = () => (highs ??= loadHighs());

/** How much a naira of expiring food used is worth against a naira spent: it would be wasted. */
const EXPIRING_REWARD = 0.5;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(6));

/**
 * Plans the days as a mixed-integer programme solved by HiGHS: one dish per meal from the recipes
 * that suit it and every dietary tag, no dish more than twice, never the same lunch and dinner;
 * whole tiers bought so that pantry plus purchases cover every need, within the budget; the
 * cheapest such plan, less a reward for pantry food expiring within 3 days that it uses.
 */
export async function solveWeek(input: SolverInput): Promise<SolverResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const slots: { d: number; meal: (typeof MEALS)[number]; r: number; v: string }[] = [];
  for (let d = 0; d < input.days; d++)
    for (const meal of MEALS)
      input.recipes.forEach((recipe, r) => {
        if (suitsMeal(recipe, meal, input.tags))
          slots.push({ d, meal, r, v: `x_${d}_${meal[0]}_${r}` });
      });
  for (let d = 0; d < input.days; d++)
    for (const meal of MEALS)
      if (!slots.some((s) => s.d === d && s.meal === meal))
        return { ok: false, reason: 'tags', ms: ms() };

  const needs = input.recipes.map((r) => dishNeeds(r, input.household));
  const products = [...new Set(needs.flat().map((n) => n.productId))];
  const rows: string[] = [];
  const objective: string[] = [];
  const generals: string[] = [];
  const bounds: string[] = [];
  const binaries = slots.map((s) => s.v);

  for (let d = 0; d < input.days; d++)
    for (const meal of MEALS)
      rows.push(
        `slot_${d}_${meal[0]}: ${slots
          .filter((s) => s.d === d && s.meal === meal)
          .map((s) => s.v)
          .join(' + ')} = 1`,
      );
  input.recipes.forEach((_, r) => {
    const uses = slots.filter((s) => s.r === r);
    if (uses.length > MAX_REPEATS_PER_WEEK)
      rows.push(`rep_${r}: ${uses.map((s) => s.v).join(' + ')} <= ${MAX_REPEATS_PER_WEEK}`);
    for (let d = 0; d < input.days; d++) {
      const l = uses.find((s) => s.d === d && s.meal === 'lunch');
      const n = uses.find((s) => s.d === d && s.meal === 'dinner');
      if (l && n) rows.push(`ld_${d}_${r}: ${l.v} + ${n.v} <= 1`);
    }
  });
  const spend: string[] = [];
  products.forEach((productId, p) => {
    const held = input.holdings.get(productId);
    const terms = slots.flatMap((s) => {
      const need = needs[s.r]!.find((n) => n.productId === productId);
      return need ? [`${num(need.amount)} ${s.v}`] : [];
    });
    const unit = needs.flat().find((n) => n.productId === productId)!.unit;
    const usable = held && held.unit === unit ? held.usable : 0;
    const buys = (input.tiers.get(productId) ?? []).flatMap((t, i) =>
      t.amount.unit === unit && t.amount.amount > 0 ? [{ t, v: `b_${p}_${i}` }] : [],
    );
    for (const b of buys) {
      generals.push(b.v);
      bounds.push(`0 <= ${b.v} <= 1000`);
      objective.push(`+ ${num(b.t.priceKobo / 100)} ${b.v}`);
      spend.push(`+ ${num(b.t.priceKobo / 100)} ${b.v}`);
    }
    rows.push(
      `need_${p}: ${terms.join(' + ')} ${buys.map((b) => `- ${num(b.t.amount.amount)} ${b.v}`).join(' ')} <= ${num(usable)}`,
    );
    const soon = held && held.unit === unit ? Math.min(held.expiringSoon, usable) : 0;
    const cheapest = Math.min(...buys.map((b) => b.t.priceKobo / 100 / b.t.amount.amount));
    if (soon > 0 && Number.isFinite(cheapest)) {
      bounds.push(`0 <= e_${p} <= ${num(soon)}`);
      rows.push(`exp_${p}: e_${p} - ${terms.join(' - ')} <= 0`);
      objective.push(`- ${num(EXPIRING_REWARD * cheapest)} e_${p}`);
    }
  });
  if (spend.length > 0) rows.push(`budget: ${spend.join(' ')} <= ${num(input.budgetKobo / 100)}`);

  const lp = [
    'Minimize',
    ` obj: ${objective.length ? objective.join(' ') : `0 ${binaries[0]}`}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'Generals',
    ` ${generals.join(' ')}`,
    'Binary',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
  const result = (await solver()).solve(lp, {
    output_flag: false,
    time_limit: 1.8,
    mip_rel_gap: 0.01,
  });
  const columns = result.Columns as Record<string, { Primal: number }>;
  if (result.Status === 'Infeasible' || !columns || !columns[binaries[0]!])
    return { ok: false, reason: 'budget', ms: ms() };
  const days: PlanDay[] = Array.from({ length: input.days }, () => ({
    breakfast: null,
    lunch: null,
    dinner: null,
  }));
  for (const s of slots)
    if (columns[s.v]!.Primal > 0.5) days[s.d]![s.meal] = input.recipes[s.r]!.id;
  const costKobo = Math.round(
    spend.reduce((sum, term) => {
      const [, coef, v] = /\+ (\S+) (\S+)/.exec(term)!;
      return sum + Number(coef) * 100 * Math.round(columns[v!]!.Primal);
    }, 0),
  );
  return { ok: true, days, costKobo, ms: ms() };
}
