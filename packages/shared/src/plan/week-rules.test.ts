import { describe, expect, it } from 'vitest';
import type { RuleRecipe } from './rank';
import { runwayDays } from './week-needs';
import { suitsMeal, weekViolations } from './week-rules';

const r = (id: string, tags: string[]): RuleRecipe => ({
  id,
  name: id,
  servings: 4,
  tags,
  ingredients: [],
});
const RECIPES = [
  r('pap', ['breakfast', 'vegetarian']),
  r('jollof', ['lunch', 'dinner', 'vegetarian']),
  r('pepper-soup', ['lunch', 'dinner']),
];

describe('the rules of a planned week', () => {
  it('accepts a sound week', () => {
    const day = { breakfast: 'pap', lunch: 'jollof', dinner: 'pepper-soup' };
    expect(weekViolations([day, day], RECIPES, [])).toEqual([]);
  });

  it('names every broken rule', () => {
    const days = [
      { breakfast: 'jollof', lunch: 'jollof', dinner: 'jollof' },
      { breakfast: 'pap', lunch: 'pepper-soup', dinner: 'nope' },
    ];
    expect(weekViolations(days, RECIPES, ['vegetarian'])).toEqual([
      { kind: 'meal-tag', day: 0, meal: 'breakfast', recipeId: 'jollof' },
      { kind: 'lunch-is-dinner', day: 0, recipeId: 'jollof' },
      { kind: 'dietary', day: 1, meal: 'lunch', recipeId: 'pepper-soup', tag: 'vegetarian' },
      { kind: 'unknown-recipe', day: 1, meal: 'dinner', recipeId: 'nope' },
      { kind: 'repeats', recipeId: 'jollof', times: 3 },
    ]);
  });

  it('says which recipes suit a meal under the tags', () => {
    expect(suitsMeal(RECIPES[2]!, 'dinner', [])).toBe(true);
    expect(suitsMeal(RECIPES[2]!, 'dinner', ['vegetarian'])).toBe(false);
    expect(suitsMeal(RECIPES[0]!, 'dinner', [])).toBe(false);
  });
});

describe('the pantry runway', () => {
  const rice: RuleRecipe = {
    id: 'rice',
    name: 'rice',
    servings: 4,
    tags: ['lunch'],
    ingredients: [{ productId: 'p', name: 'Rice', quantity: 400, unit: 'g' }],
  };
  const day = { breakfast: null, lunch: 'rice', dinner: null };
  it('counts the days of the plan the pantry covers for the household', () => {
    const held = new Map([['p', { usable: 2000, unit: 'g' as const }]]);
    expect(runwayDays([day], [rice], 4, held)).toBe(5);
    expect(runwayDays([day], [rice], 8, held)).toBe(2);
    expect(runwayDays([day], [rice], 4, new Map())).toBe(0);
    expect(runwayDays([day], [rice], 1, held, 10)).toBe(10);
  });
  it('says nothing without a plan that uses our food', () => {
    expect(
      runwayDays([{ breakfast: null, lunch: null, dinner: null }], [rice], 4, new Map()),
    ).toBeNull();
  });
});
