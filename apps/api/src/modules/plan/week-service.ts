import {
  cheapestCover,
  formatNaira,
  koboToNaira,
  nairaToKobo,
  pantryHoldings,
  runwayDays,
  PLAN_MESSAGES,
  weekNeeds,
  weekViolations,
  type AutoWeekRequest,
  type BaseUnit,
  type CartSuggestion,
  type PlanDay,
  type WeekPlan,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { loadCatalogue, loadPantryLots, shoppingList, type Catalogue } from './plan-data';
import { listRecipes, toRuleRecipe } from './recipes-repository';
import { solveWeek } from './week-solver';

type Stored = {
  household: number;
  days: PlanDay[];
  tags: string[];
  budget_kobo: string | null;
  /** The consultant who wrote the plan, their note and when (docs/decisions/0039). */
  author?: WeekPlan['written-by'];
};

/** What buying `needs` (base units per product) would cost at today's prices, line by line. */
function buyLines(
  catalogue: Catalogue,
  needs: Map<string, { amount: number; unit: BaseUnit }>,
  held: (productId: string) => number,
): CartSuggestion[] {
  const lines: CartSuggestion[] = [];
  for (const [productId, need] of needs) {
    const product = catalogue.get(productId);
    if (!product) continue;
    const cover = cheapestCover(need.amount - held(productId), need.unit, product.tiers);
    for (const p of cover ?? [])
      lines.push({
        'product-id': productId,
        name: product.name,
        'quantity-type': p.tierLabel,
        quantity: p.count,
        'unit-price-kobo': p.costKobo / p.count,
        'total-kobo': p.costKobo,
      });
  }
  return lines;
}

/** The week's shopping list: what the planned dishes need minus what the pantry holds now. */
async function planContext(db: Queryable, ownerId: string) {
  const recipes = (await listRecipes(db)).map(toRuleRecipe);
  const catalogue = await loadCatalogue(db);
  const { lots, now } = await loadPantryLots(db, ownerId, catalogue);
  return { recipes, catalogue, holdings: pantryHoldings(lots, now) };
}

type Context = Awaited<ReturnType<typeof planContext>>;

function weekAnswer(ctx: Context, stored: Stored, maxDays: number): WeekPlan {
  const needs = weekNeeds(stored.days, ctx.recipes, stored.household);
  const items = buyLines(ctx.catalogue, needs, (id) => {
    const h = ctx.holdings.get(id);
    return h && h.unit === needs.get(id)!.unit ? h.usable : 0;
  });
  return {
    household: stored.household,
    days: stored.days,
    tags: stored.tags as WeekPlan['tags'],
    budget: stored.budget_kobo === null ? null : koboToNaira(Number(stored.budget_kobo)),
    'max-days': maxDays,
    'shopping-list': shoppingList(items),
    'written-by': stored.author ?? null,
  };
}

const emptyDays = (n: number): PlanDay[] =>
  Array.from({ length: n }, () => ({ breakfast: null, lunch: null, dinner: null }));

type StoredRow = Stored & { author_name: string | null; note: string | null; updated_at: Date };

export async function getWeek(db: Queryable, ownerId: string, maxDays: number): Promise<WeekPlan> {
  const [row] = await db<StoredRow[]>`
    select p.household, p.days, p.tags, p.budget_kobo, p.note, p.updated_at,
      a.display_name as author_name
    from meal_plans p left join users a on a.id = p.written_by
    where p.owner_id = ${ownerId}`;
  const stored: Stored = row
    ? {
        ...row,
        author:
          row.author_name === null
            ? null
            : { name: row.author_name, note: row.note ?? '', at: row.updated_at.toISOString() },
      }
    : { household: 4, days: emptyDays(maxDays), tags: [], budget_kobo: null };
  stored.days = stored.days.slice(0, maxDays);
  return weekAnswer(await planContext(db, ownerId), stored, maxDays);
}

export type WeekInput = {
  household: number;
  days: PlanDay[];
  tags: string[];
  budget: number | null;
};

/**
 * Saves a plan after the shared rules: no more days than the member's tier plans, only known
 * recipes. The member's own save clears any consultant's authorship; the consultant's write
 * (consultant-week.ts) passes `author`.
 */
export async function putWeek(
  db: Queryable,
  ownerId: string,
  maxDays: number,
  plan: WeekInput,
  author: { id: string; note: string } | null = null,
): Promise<WeekPlan> {
  if (plan.days.length > maxDays)
    throw refuse('PLAN_DAYS', { message: PLAN_MESSAGES.tooManyDays(maxDays) });
  const ctx = await planContext(db, ownerId);
  if (weekViolations(plan.days, ctx.recipes, []).some((v) => v.kind === 'unknown-recipe'))
    throw refuse('UNKNOWN_RECIPE');
  const stored: Stored = {
    household: plan.household,
    days: plan.days,
    tags: plan.tags,
    budget_kobo: plan.budget === null ? null : String(nairaToKobo(plan.budget)),
  };
  await save(db, ownerId, stored, author);
  return weekAnswer(ctx, stored, maxDays);
}

/** About how many days of meals the pantry holds, from the saved plan; null without one. */
export async function runway(db: Queryable, ownerId: string) {
  const [row] = await db<Stored[]>`
    select household, days, tags, budget_kobo from meal_plans where owner_id = ${ownerId}`;
  if (!row) return { days: null, household: 4 };
  const ctx = await planContext(db, ownerId);
  return {
    days: runwayDays(row.days, ctx.recipes, row.household, ctx.holdings),
    household: row.household,
  };
}

async function save(
  db: Queryable,
  ownerId: string,
  s: Stored,
  author: { id: string; note: string } | null = null,
) {
  await db`
    insert into meal_plans
      (owner_id, household, days, tags, budget_kobo, written_by, note, updated_at)
    values (${ownerId}, ${s.household}, ${db.json(s.days)}, ${s.tags}, ${s.budget_kobo},
      ${author?.id ?? null}, ${author?.note ?? null}, now())
    on conflict (owner_id) do update set household = excluded.household, days = excluded.days,
      tags = excluded.tags, budget_kobo = excluded.budget_kobo, written_by = excluded.written_by,
      note = excluded.note, updated_at = now()`;
}

/**
 * "Plan for me": the optimiser's week (week-solver.ts), checked against the shared rules and the
 * budget before it is kept; when nothing fits, 422 says so plainly.
 */
export async function autoWeek(
  db: Queryable,
  ownerId: string,
  maxDays: number,
  req: AutoWeekRequest,
) {
  if (req.days > maxDays)
    throw refuse('PLAN_DAYS', { message: PLAN_MESSAGES.tooManyDays(maxDays) });
  const ctx = await planContext(db, ownerId);
  const budgetKobo = nairaToKobo(Math.floor(req.budget));
  const solved = await solveWeek({
    recipes: ctx.recipes,
    days: req.days,
    household: req.household,
    tags: req.tags,
    budgetKobo,
    holdings: ctx.holdings,
    tiers: new Map([...ctx.catalogue].map(([id, p]) => [id, p.tiers])),
  });
  if (!solved.ok)
    throw solved.reason === 'tags'
      ? refuse('NO_RECIPES_FOR_TAGS')
      : refuse('NO_PLAN_IN_BUDGET', {
          message: PLAN_MESSAGES.noPlanInBudget(formatNaira(budgetKobo)),
        });
  const stored: Stored = {
    household: req.household,
    days: solved.days,
    tags: req.tags,
    budget_kobo: String(budgetKobo),
  };
  const answer = weekAnswer(ctx, stored, maxDays);
  if (
    weekViolations(solved.days, ctx.recipes, req.tags).length > 0 ||
    answer['shopping-list']['total-kobo'] > budgetKobo
  )
    throw refuse('NO_PLAN_IN_BUDGET', {
      message: PLAN_MESSAGES.noPlanInBudget(formatNaira(budgetKobo)),
    });
  await save(db, ownerId, stored);
  const allNew = buyLines(
    ctx.catalogue,
    weekNeeds(solved.days, ctx.recipes, req.household),
    () => 0,
  );
  return {
    ...answer,
    'solve-ms': solved.ms,
    'buy-all-new': koboToNaira(allNew.reduce((s, l) => s + l['total-kobo'], 0)),
  };
}
