import { describe, expect, it } from 'vitest';
import { cartDiscounts } from './cart-discounts';
import type { DiscountRule } from './discount-rules';

const rule: DiscountRule = {
  id: 'r',
  kind: 'line',
  percentBp: 500,
  minBaseUnits: 25,
  minOrderKobo: null,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
};
const rice = {
  id: 'rice',
  tiers: [
    { type: '5kg', multiplier: 5 },
    { type: '25kg', multiplier: 25 },
  ],
};

describe('cartDiscounts', () => {
  it('sizes each item line from the shop answer and leaves bundles and unknown items alone', () => {
    const priced = cartDiscounts(
      [
        { kind: 'item', productId: 'rice', quantityType: '25kg', price: 4_600_000, quantity: 2 },
        { kind: 'item', productId: 'rice', quantityType: '5kg', price: 960_000, quantity: 1 },
        {
          kind: 'bundle',
          productId: 'starter',
          quantityType: 'bundle',
          price: 1_600_000,
          quantity: 1,
        },
        { productId: 'beans', quantityType: '50kg', price: 9_000_000, quantity: 1 },
      ],
      [rice],
      [rule],
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(priced.lines.map((l) => l.discountKobo)).toEqual([460_000, 0, 0, 0]);
  });

  it('promises nothing before the shop has loaded', () => {
    const priced = cartDiscounts(
      [{ kind: 'item', productId: 'rice', quantityType: '25kg', price: 4_600_000, quantity: 1 }],
      undefined,
      [rule],
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(priced.discountKobo).toBe(0);
  });
});
