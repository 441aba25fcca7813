import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-line';
import { availabilityNote } from './availability-note';
import { cartStockWarnings } from './cart-stock';

const rice = {
  id: 'parboiled-rice',
  tiers: [
    { type: '1kg', priceKobo: 200_000, multiplier: 1 },
    { type: '5kg', priceKobo: 960_000, multiplier: 5 },
  ],
};
const line = (over: Partial<CartLine>): CartLine => ({
  id: 'x',
  kind: 'item',
  name: 'Rice',
  price: 1,
  quantity: 1,
  quantityType: '1kg',
  image: '',
  productId: 'parboiled-rice',
  ...over,
});

describe('cartStockWarnings', () => {
  it('warns on an item out of stock, and on more than is left counted in the line’s own tier', () => {
    const lines = [
      line({ id: 'a', quantityType: '1kg', quantity: 3 }),
      line({ id: 'b', quantityType: '5kg', quantity: 1 }),
      line({ id: 'c', quantityType: '5kg', quantity: 2 }),
    ];
    expect(
      cartStockWarnings(lines, [{ ...rice, availability: { status: 'low', left: 5 } }], undefined),
    ).toEqual(new Map([['c', 'Only 1 left']]));
    expect(
      cartStockWarnings(lines, [{ ...rice, availability: { status: 'low', left: 4 } }], undefined),
    ).toEqual(
      new Map([
        ['b', 'Out of stock'],
        ['c', 'Out of stock'],
      ]),
    );
    expect(
      cartStockWarnings(lines, [{ ...rice, availability: { status: 'out_of_stock' } }], undefined)
        .size,
    ).toBe(3);
  });

  it('warns on a bundle by whole bundles, and says nothing without figures or when all is in stock', () => {
    const pack = line({ id: 'bundle:p', kind: 'bundle', productId: 'p', quantity: 2 });
    expect(
      cartStockWarnings([pack], undefined, [{ id: 'p', availability: { status: 'low', left: 1 } }]),
    ).toEqual(new Map([['bundle:p', 'Only 1 left']]));
    expect(cartStockWarnings([pack], undefined, [{ id: 'p' }]).size).toBe(0);
    expect(
      cartStockWarnings([line({})], [{ ...rice, availability: { status: 'in_stock' } }], undefined)
        .size,
    ).toBe(0);
  });
});

describe('availabilityNote', () => {
  it('says Out of stock, Only N left, or nothing', () => {
    expect(availabilityNote({ status: 'out_of_stock' })).toBe('Out of stock');
    expect(availabilityNote({ status: 'low', left: 3 })).toBe('Only 3 left');
    expect(availabilityNote({ status: 'in_stock' })).toBeNull();
    expect(availabilityNote(undefined)).toBeNull();
  });
});
