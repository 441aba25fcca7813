import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekViolations } from '@faza/shared';
import { createAuthTestApp } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { loadCatalogue } from './plan-data';
import { seedRecipes } from './recipe-seed';
import { listRecipes, toRuleRecipe } from './recipes-repository';
import { solveWeek, type SolverInput } from './week-solver';

/**
 * The solver's time (docs/decisions/0037-food-planning.md): a search that runs out of time before
 * it has found any plan, as on a busy server, searches again for longer instead of answering that
 * nothing fits the budget.
 */
describe('planning a week against the clock', () => {
  let ctx: TestContext;
  let input: SolverInput;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
    const catalogue = await loadCatalogue(ctx.sql);
    input = {
      recipes: (await listRecipes(ctx.sql)).map(toRuleRecipe),
      days: 7,
      household: 4,
      tags: [],
      budgetKobo: 150_000_00,
      holdings: new Map(),
      tiers: new Map([...catalogue].map(([id, p]) => [id, p.tiers])),
    };
  }, 60_000);
  afterAll(() => ctx.close());

  it('finds the plan on a second, longer search when the first found none in its time', async () => {
    // No time at all for the first search: it stops before any plan, as a starved one would.
    const starved = await solveWeek(input, { first: 1e-9, retry: 1e-9 });
    expect(starved).toMatchObject({ ok: false, reason: 'budget' });

    const solved = await solveWeek(input, { first: 1e-9, retry: 5 });
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    expect(solved.days).toHaveLength(7);
    expect(solved.costKobo).toBeLessThanOrEqual(input.budgetKobo);
    expect(weekViolations(solved.days, input.recipes, [])).toEqual([]);
  });

  it('still says that nothing fits when no plan fits the budget', async () => {
    const poor = await solveWeek({ ...input, budgetKobo: 100 }, { first: 0.8, retry: 5 });
    expect(poor).toMatchObject({ ok: false, reason: 'budget' });
  });
});
