import { describe, expect, it } from 'vitest';
import type { PlanLot } from './cook-plan';
import { cheapestCover, cheapestPurchase } from './purchase';
import { pantryHoldings, rankCookable, recipeNeeds, type RuleRecipe } from './rank';

const NOW = new Date('2026-11-25T12:00:00Z');
const lot = (quantity: number, days: number, grams: number): PlanLot => ({
  id: `${quantity}-${days}-${grams}`,
  quantity,
  expiresAt: new Date(NOW.getTime() + days * 86_400_000),
  unitAmount: { amount: grams, unit: 'g' },
});
const recipe = (id: string, ingredients: [string | null, number][]): RuleRecipe => ({
  id,
  name: id,
  servings: 4,
  tags: ['lunch'],
  ingredients: ingredients.map(([productId, grams]) => ({
    productId,
    name: productId ?? 'Water',
    quantity: grams,
    unit: 'g',
  })),
});

describe('what can I cook', () => {
  it('scales needs to the household and skips what we do not sell', () => {
    expect(
      recipeNeeds(
        recipe('r', [
          ['rice', 400],
          [null, 1000],
        ]),
        6,
      ),
    ).toEqual([{ productId: 'rice', name: 'rice', amount: 600, unit: 'g' }]);
  });

  it('counts expired food as nothing and expiring food apart', () => {
    const held = pantryHoldings(
      new Map([['rice', [lot(1, -1, 5000), lot(1, 2, 1000), lot(2, 10, 1000)]]]),
      NOW,
    );
    expect(held.get('rice')).toEqual({ usable: 3000, expiringSoon: 1000, unit: 'g' });
  });

  it('ranks cookable recipes first, then lifts those using expiring food', () => {
    const recipes = [
      recipe('beans-only', [['beans', 400]]),
      recipe('rice-only', [['rice', 400]]),
      recipe('half', [
        ['rice', 400],
        ['oil', 400],
      ]),
    ];
    const held = pantryHoldings(
      new Map([
        ['rice', [lot(1, 10, 1000)]],
        ['beans', [lot(1, 2, 1000)]],
      ]),
      NOW,
    );
    const ranked = rankCookable(recipes, held, 4);
    expect(ranked.map((r) => r.recipeId)).toEqual(['beans-only', 'rice-only', 'half']);
    expect(ranked[0]).toMatchObject({ coverage: 1, expiringShare: 1, servingsNow: 10 });
    expect(ranked[2]!.missing).toEqual([{ productId: 'oil', name: 'oil', amount: 400, unit: 'g' }]);
    // A bigger household needs more than the pantry holds.
    const big = rankCookable(recipes, held, 12);
    expect(big.find((r) => r.recipeId === 'rice-only')!.missing[0]!.amount).toBe(200);
  });

  it('buys the cheapest whole tier that covers what is missing', () => {
    const tiers = [
      { label: '1kg', priceKobo: 200_000, amount: { amount: 1000, unit: 'g' as const } },
      { label: '5kg', priceKobo: 960_000, amount: { amount: 5000, unit: 'g' as const } },
    ];
    expect(cheapestPurchase(300, 'g', tiers)).toEqual({
      tierLabel: '1kg',
      count: 1,
      costKobo: 200_000,
    });
    expect(cheapestPurchase(4500, 'g', tiers)).toEqual({
      tierLabel: '5kg',
      count: 1,
      costKobo: 960_000,
    });
    expect(cheapestPurchase(0, 'g', tiers)).toBeNull();
    expect(cheapestPurchase(3, 'tuber', tiers)).toBeNull();
  });
});

describe('the cheapest mix of tiers', () => {
  const tiers = [
    { label: '1kg', priceKobo: 200_000, amount: { amount: 1000, unit: 'g' as const } },
    { label: '5kg', priceKobo: 960_000, amount: { amount: 5000, unit: 'g' as const } },
  ];
  it('mixes bags when that is cheaper', () => {
    expect(cheapestCover(6200, 'g', tiers)).toEqual([
      { tierLabel: '1kg', count: 2, costKobo: 400_000 },
      { tierLabel: '5kg', count: 1, costKobo: 960_000 },
    ]);
    expect(cheapestCover(4500, 'g', tiers)).toEqual([
      { tierLabel: '5kg', count: 1, costKobo: 960_000 },
    ]);
    expect(cheapestCover(0, 'g', tiers)).toEqual([]);
    expect(cheapestCover(1, 'tuber', tiers)).toBeNull();
  });
  it('never costs more than one tier alone and always covers', () => {
    for (let need = 1; need < 30_000; need += 733) {
      const mix = cheapestCover(need, 'g', tiers)!;
      const held = mix.reduce((s, p) => s + p.count * (p.tierLabel === '1kg' ? 1000 : 5000), 0);
      expect(held).toBeGreaterThanOrEqual(need);
      const cost = mix.reduce((s, p) => s + p.costKobo, 0);
      expect(cost).toBeLessThanOrEqual(cheapestPurchase(need, 'g', tiers)!.costKobo);
    }
  });
});
