import { describe, expect, it } from 'vitest';
import { MEALS, weekViolations } from '@faza/shared';
import { layOutDays } from './week-layout';

const recipe = (id: string) => ({
  id,
  name: id,
  servings: 4,
  tags: ['breakfast', 'lunch', 'dinner'],
  ingredients: [],
});

describe('laying dish counts out on days', () => {
  it('fills every meal and never gives a day the same lunch and dinner', () => {
    // Every lunch dish is also a dinner dish once: the worst case for clashes.
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (let shift = 0; shift < 7; shift++) {
      const counts = [
        ...ids.map((id) => ({ meal: 'breakfast' as const, recipeId: `${id}b`, times: 1 })),
        ...ids.map((id) => ({ meal: 'lunch' as const, recipeId: id, times: 1 })),
        ...ids.map((id, i) => ({
          meal: 'dinner' as const,
          recipeId: ids[(i + shift) % 7]!,
          times: 1,
        })),
      ];
      const days = layOutDays(7, counts);
      for (const day of days) for (const meal of MEALS) expect(day[meal]).not.toBeNull();
      const recipes = [...ids, ...ids.map((id) => `${id}b`)].map(recipe);
      expect(weekViolations(days, recipes, []).filter((v) => v.kind === 'lunch-is-dinner')).toEqual(
        [],
      );
    }
  });

  it('spreads a dish eaten twice over different days', () => {
    const days = layOutDays(3, [
      { meal: 'breakfast', recipeId: 'pap', times: 2 },
      { meal: 'breakfast', recipeId: 'akara', times: 1 },
      { meal: 'lunch', recipeId: 'jollof', times: 2 },
      { meal: 'lunch', recipeId: 'egusi', times: 1 },
      { meal: 'dinner', recipeId: 'jollof', times: 0 },
      { meal: 'dinner', recipeId: 'okra', times: 3 },
    ]);
    expect(days.map((d) => d.breakfast)).toEqual(['pap', 'akara', 'pap']);
    expect(days.map((d) => d.lunch)).toEqual(['jollof', 'egusi', 'jollof']);
  });
});
