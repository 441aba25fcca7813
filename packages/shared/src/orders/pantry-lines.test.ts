import { describe, expect, it } from 'vitest';
import { pantryLinesOfOrder } from './pantry-lines';

const starterPack = {
  kind: 'bundle' as const,
  catalogueId: 'starter-pack',
  quantityType: 'bundle',
  quantity: 2,
  unitPriceKobo: 1_600_000,
  contents: [
    // Singly 9600 + 2 × 1200 = 12,000 naira; the bundle sells for 16,000 here only to test the cap.
    {
      productId: 'rice',
      name: 'Rice',
      quantityType: '5kg',
      quantity: 1,
      unitPriceKobo: 960_000,
      image: '',
    },
    {
      productId: 'onions',
      name: 'Onions',
      quantityType: '1kg',
      quantity: 2,
      unitPriceKobo: 120_000,
      image: '',
    },
  ],
};

describe('pantryLinesOfOrder', () => {
  it('keeps item lines as ordered', () => {
    expect(
      pantryLinesOfOrder([
        {
          kind: 'item',
          catalogueId: 'palm-oil',
          quantityType: '1 litre',
          quantity: 3,
          unitPriceKobo: 280_000,
          contents: [],
        },
      ]),
    ).toEqual([
      { productId: 'palm-oil', quantityType: '1 litre', quantity: 3, unitPriceKobo: 280_000 },
    ]);
  });

  it('expands a bundle into its items times the number of bundles, never above catalogue price', () => {
    expect(pantryLinesOfOrder([starterPack])).toEqual([
      { productId: 'rice', quantityType: '5kg', quantity: 2, unitPriceKobo: 960_000 },
      { productId: 'onions', quantityType: '1kg', quantity: 4, unitPriceKobo: 120_000 },
    ]);
  });

  it("values a discounted bundle's items at their share of its price", () => {
    const lines = pantryLinesOfOrder([{ ...starterPack, quantity: 1, unitPriceKobo: 1_000_000 }]);
    expect(lines.map((l) => l.unitPriceKobo)).toEqual([800_000, 100_000]);
    const value = lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
    expect(value).toBe(1_000_000);
  });

  it('rounds each share to whole naira', () => {
    const [rice] = pantryLinesOfOrder([{ ...starterPack, quantity: 1, unitPriceKobo: 1_000_001 }]);
    expect(rice!.unitPriceKobo).toBe(800_000);
  });

  it('values an item line at what the customer paid after a Premium Plus discount', () => {
    const [rice] = pantryLinesOfOrder([
      {
        kind: 'item',
        catalogueId: 'rice',
        quantityType: '25kg',
        quantity: 3,
        unitPriceKobo: 4_600_000,
        paidKobo: 13_110_000, // 3 × 46,000 less 5 %
        contents: [],
      },
    ]);
    expect(rice!.unitPriceKobo).toBe(4_370_000);
  });

  it('values a bundle line at what was paid for it', () => {
    const lines = pantryLinesOfOrder([
      { ...starterPack, quantity: 1, unitPriceKobo: 1_000_000, paidKobo: 900_000 },
    ]);
    expect(lines.map((l) => l.unitPriceKobo)).toEqual([720_000, 90_000]);
  });
});
