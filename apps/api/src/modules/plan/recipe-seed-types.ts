import type { RecipeUnit } from '@faza/shared';

/**
 * A recipe as committed in the seed: ingredients as [catalogue product id or, for what we do not
 * sell, its name; quantity for `servings`; unit].
 */
export type SeedRecipe = {
  id: string;
  name: string;
  description: string;
  servings: number;
  minutes: number;
  tags: string[];
  steps: string[];
  ingredients: [string, number, RecipeUnit][];
};

const MEAL = { B: 'breakfast', L: 'lunch', D: 'dinner' } as const;
/** Vegetarian dishes carry all three dietary tags; fish and chicken dishes no pork, no beef. */
const DIET = {
  veg: ['vegetarian', 'no-pork', 'no-beef'],
  fish: ['no-pork', 'no-beef'],
  beef: ['no-pork'],
} as const;

/** 'BLD' and a diet → the recipe's tags. */
export const tags = (meals: string, diet: keyof typeof DIET): string[] => [
  ...[...meals].map((m) => MEAL[m as keyof typeof MEAL]),
  ...DIET[diet],
];
