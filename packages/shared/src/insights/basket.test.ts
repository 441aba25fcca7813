import { describe, expect, it } from 'vitest';
import { basketInflation, priceAt, spendByCategory, type PricePoint } from './basket';

const d = (iso: string) => new Date(iso);
const history: PricePoint[] = [
  { productId: 'rice', tier: '5kg', priceKobo: 960_000, changedAt: d('2026-09-01T00:00:00Z') },
  // Rice goes up mid-October.
  { productId: 'rice', tier: '5kg', priceKobo: 1_056_000, changedAt: d('2026-10-15T12:00:00Z') },
  { productId: 'beans', tier: '1kg', priceKobo: 230_000, changedAt: d('2026-09-01T00:00:00Z') },
  { productId: 'oil', tier: '1L', priceKobo: 300_000, changedAt: d('2026-09-01T00:00:00Z') },
  { productId: 'oil', tier: '1L', priceKobo: 270_000, changedAt: d('2026-11-10T00:00:00Z') },
];

describe('price at a moment', () => {
  it('is the newest change at or before it, or the first price before any', () => {
    const rice = history.filter((p) => p.productId === 'rice');
    expect(priceAt(rice, d('2026-10-15T11:59:59Z'))).toBe(960_000);
    expect(priceAt(rice, d('2026-10-15T12:00:00Z'))).toBe(1_056_000);
    expect(priceAt(rice, d('2020-01-01T00:00:00Z'))).toBe(960_000);
    expect(priceAt([], d('2026-10-15T12:00:00Z'))).toBeNull();
  });
});

describe('basket inflation', () => {
  it('prices each purchase when it was bought, and the same items at the end of this month', () => {
    const lines = [
      // One bag before the mid-month rise, one after: ₦9,600 + ₦10,560.
      { productId: 'rice', tier: '5kg', quantity: 1, boughtAt: d('2026-10-03T09:00:00Z') },
      { productId: 'rice', tier: '5kg', quantity: 1, boughtAt: d('2026-10-20T09:00:00Z') },
      { productId: 'beans', tier: '1kg', quantity: 2, boughtAt: d('2026-10-05T09:00:00Z') },
      { productId: 'oil', tier: '1L', quantity: 1, boughtAt: d('2026-10-05T09:00:00Z') },
    ];
    const result = basketInflation(lines, history, d('2026-11-30T22:59:59Z'));
    // Then: 9,600 + 10,560 + 4,600 + 3,000 = 27,760. Now: 2 × 10,560 + 4,600 + 2,700 = 28,420.
    expect(result).toEqual({ items: 3, thenKobo: 2_776_000, nowKobo: 2_842_000, percent: 2.4 });
  });

  it('a basket of fewer than three items has naira but no percentage', () => {
    const lines = [
      { productId: 'rice', tier: '5kg', quantity: 1, boughtAt: d('2026-10-03T09:00:00Z') },
    ];
    expect(basketInflation(lines, history, d('2026-11-30T00:00:00Z'))).toEqual({
      items: 1,
      thenKobo: 960_000,
      nowKobo: 1_056_000,
      percent: null,
    });
  });

  it('an empty basket and a tier without history', () => {
    expect(basketInflation([], history, d('2026-11-30T00:00:00Z'))).toEqual({
      items: 0,
      thenKobo: 0,
      nowKobo: 0,
      percent: null,
    });
    const gone = [
      { productId: 'yam', tier: 'tuber', quantity: 1, boughtAt: d('2026-10-03T09:00:00Z') },
    ];
    expect(basketInflation(gone, history, d('2026-11-30T00:00:00Z')).items).toBe(0);
  });
});

describe('spend by category', () => {
  it('shares a bundle by its items’ single prices and sums exactly to the ledger', () => {
    const spend = spendByCategory(
      [
        { kind: 'item', category: 'grains', totalKobo: 1_920_000 },
        {
          kind: 'bundle',
          totalKobo: 1_000_001,
          contents: [
            { category: 'grains', valueKobo: 1 },
            { category: 'protein', valueKobo: 1 },
            { category: 'oils', valueKobo: 1 },
          ],
        },
      ],
      2_920_001,
    );
    expect(spend.grains).toBe(1_920_000 + 333_334);
    expect(spend.protein).toBe(333_334);
    expect(spend.oils).toBe(333_333);
    expect(Object.values(spend).reduce((a, b) => a + b, 0)).toBe(2_920_001);
  });

  it('money the ledger booked beyond the lines counts as others', () => {
    const spend = spendByCategory([{ kind: 'item', category: 'oils', totalKobo: 500 }], 800);
    expect(spend.oils).toBe(500);
    expect(spend.others).toBe(300);
  });
});
