import { expiryStatus } from '../rules/expiry';
import type { PlanLot } from './cook-plan';
import { toBase, type BaseUnit, type RecipeUnit } from './units';

/** A recipe's ingredient as the rules need it; `productId` null: we do not sell it (water, salt). */
export type RuleIngredient = {
  productId: string | null;
  name: string;
  /** For the recipe's own `servings`. */
  quantity: number;
  unit: RecipeUnit;
};
export type RuleRecipe = {
  id: string;
  name: string;
  servings: number;
  tags: readonly string[];
  ingredients: readonly RuleIngredient[];
};

/** What one product of a recipe needs, in the product's base unit, for `servings` people. */
export type Need = { productId: string; name: string; amount: number; unit: BaseUnit };

/** Scales a recipe to `servings` and reduces each sold ingredient to its base unit. */
export function recipeNeeds(recipe: RuleRecipe, servings: number): Need[] {
  const needs = new Map<string, Need>();
  for (const ing of recipe.ingredients) {
    if (!ing.productId) continue;
    const base = toBase((ing.quantity * servings) / recipe.servings, ing.unit, ing.productId);
    if (!base) continue;
    const seen = needs.get(ing.productId);
    if (seen && seen.unit === base.unit) seen.amount += base.amount;
    else needs.set(ing.productId, { productId: ing.productId, name: ing.name, ...base });
  }
  return [...needs.values()];
}

/** What the pantry holds of one product, in its base unit. */
export type Holding = { usable: number; expiringSoon: number };

/**
 * Sums the person's lots per product: expired food counts for nothing, food expiring within
 * 3 days is counted apart so it can lift a recipe. Lots whose unit is unknown are left out.
 */
export function pantryHoldings(
  lotsByProduct: ReadonlyMap<string, readonly PlanLot[]>,
  now: Date,
): Map<string, Holding & { unit: BaseUnit }> {
  const out = new Map<string, Holding & { unit: BaseUnit }>();
  for (const [productId, lots] of lotsByProduct)
    for (const lot of lots) {
      if (!lot.unitAmount || lot.quantity <= 0) continue;
      const status = expiryStatus(lot.expiresAt, now);
      if (status === 'expired') continue;
      const held = out.get(productId) ?? { usable: 0, expiringSoon: 0, unit: lot.unitAmount.unit };
      if (held.unit !== lot.unitAmount.unit) continue;
      const amount = lot.quantity * lot.unitAmount.amount;
      held.usable += amount;
      if (status === 'expiring') held.expiringSoon += amount;
      out.set(productId, held);
    }
  return out;
}

export type Missing = { productId: string; name: string; amount: number; unit: BaseUnit };
export type Ranked = {
  recipeId: string;
  /** Share of the recipe's sold ingredients the pantry covers, 0…1 (each capped at 1). */
  coverage: number;
  /** Whole servings the pantry can make of it now. */
  servingsNow: number;
  /** Share of the needs that food expiring within 3 days would meet, 0…1. */
  expiringShare: number;
  score: number;
  missing: Missing[];
};

/** How much expiring food lifts a recipe against plain coverage. */
export const EXPIRING_WEIGHT = 0.5;

/**
 * "What can I cook?": each recipe scored by how much of it the pantry covers for the household,
 * lifted by the food it would use that expires soonest; cookable recipes first, then by score,
 * then by name. Recipes with nothing we sell rank last.
 */
export function rankCookable(
  recipes: readonly RuleRecipe[],
  holdings: ReadonlyMap<string, Holding & { unit: BaseUnit }>,
  servings: number,
): Ranked[] {
  const ranked = recipes.map((recipe): Ranked => {
    const needs = recipeNeeds(recipe, servings);
    const perServing = recipeNeeds(recipe, 1);
    let covered = 0;
    let expiring = 0;
    let servingsNow = needs.length === 0 ? 0 : Infinity;
    const missing: Missing[] = [];
    for (const need of needs) {
      const held = holdings.get(need.productId);
      const have = held && held.unit === need.unit ? held.usable : 0;
      const soon = held && held.unit === need.unit ? held.expiringSoon : 0;
      covered += Math.min(1, have / need.amount);
      expiring += Math.min(need.amount, soon) / need.amount;
      const one = perServing.find((p) => p.productId === need.productId)!.amount;
      servingsNow = Math.min(servingsNow, Math.floor(have / one + 1e-9));
      if (have < need.amount) missing.push({ ...need, amount: need.amount - have });
    }
    const coverage = needs.length === 0 ? 0 : covered / needs.length;
    const expiringShare = needs.length === 0 ? 0 : expiring / needs.length;
    return {
      recipeId: recipe.id,
      coverage,
      servingsNow: Number.isFinite(servingsNow) ? servingsNow : 0,
      expiringShare,
      score: coverage + EXPIRING_WEIGHT * expiringShare,
      missing,
    };
  });
  const name = new Map(recipes.map((r) => [r.id, r.name]));
  return ranked.sort(
    (a, b) =>
      Number(b.missing.length === 0 && b.coverage > 0) -
        Number(a.missing.length === 0 && a.coverage > 0) ||
      b.score - a.score ||
      name.get(a.recipeId)!.localeCompare(name.get(b.recipeId)!),
  );
}
