import { describe, expect, it } from 'vitest';
import {
  CART_LINE_MAX_QUANTITY,
  lineMaxQuantity,
  parseStoredCart,
  serializeCart,
  type CartLine,
} from './cart-line';

const itemLine: CartLine = {
  id: 'Foreign parboiled rice:5kg',
  kind: 'item',
  name: 'Foreign parboiled rice',
  price: 960_000,
  quantity: 2,
  quantityType: '5kg',
  image: '/images/food/parboiled-rice.svg',
  productId: 'parboiled-rice',
  maxQuantity: 99,
};
const bundleLine: CartLine = {
  id: 'bundle:family-pack',
  kind: 'bundle',
  name: 'Family Pack',
  price: 3_100_000,
  quantity: 1,
  quantityType: 'bundle',
  image: '/images/food/family-pack.svg',
  productId: 'family-pack',
  maxQuantity: 99,
};
const stored = (lines: unknown[], version: unknown = 1) => JSON.stringify({ version, lines });

describe('parseStoredCart', () => {
  it('round-trips what serializeCart writes', () => {
    const lines = [itemLine, bundleLine, { ...itemLine, id: 'x:1kg', previousPrice: 900_000 }];
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('reads nothing stored as no cart', () => {
    expect(parseStoredCart(null)).toBeNull();
  });

  it('still reads a version 1 cart saved before lines had a kind (items)', () => {
    const { kind: _kind, maxQuantity: _max, ...old } = itemLine;
    expect(parseStoredCart(stored([old]))).toEqual([old]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a bare array (older format)', JSON.stringify([itemLine])],
    ['another version', stored([itemLine], 2)],
    ['lines that are not an array', JSON.stringify({ version: 1, lines: {} })],
    ['a naira float price', stored([{ ...itemLine, price: 9600.5 }])],
    ['a negative price', stored([{ ...itemLine, price: -100 }])],
    ['a price as a string', stored([{ ...itemLine, price: '960000' }])],
    ['zero quantity', stored([{ ...itemLine, quantity: 0 }])],
    ['quantity above 99', stored([{ ...itemLine, quantity: 100, maxQuantity: undefined }])],
    ['quantity above its maxQuantity', stored([{ ...itemLine, quantity: 6, maxQuantity: 5 }])],
    ['a missing productId', stored([{ ...itemLine, productId: undefined }])],
    ['an unknown kind', stored([{ ...itemLine, kind: 'gift' }])],
    ['a bundle line with a foreign id', stored([{ ...bundleLine, id: 'bundle:premium-pack' }])],
    ['a bundle line with a tier', stored([{ ...bundleLine, quantityType: '5kg' }])],
    ['two lines with one id', stored([itemLine, { ...itemLine, quantity: 1 }])],
    ['one bad line among good ones', stored([bundleLine, { ...itemLine, name: 42 }])],
  ])('discards %s without throwing', (_label, raw) => {
    expect(parseStoredCart(raw)).toBeNull();
  });
});

describe('lineMaxQuantity', () => {
  it('uses the docs/product-spec.md §9 dialog maximum', () => {
    expect(CART_LINE_MAX_QUANTITY).toBe(99);
  });

  it('is the line maximum, never above 99', () => {
    expect(lineMaxQuantity({})).toBe(99);
    expect(lineMaxQuantity({ maxQuantity: 5 })).toBe(5);
    expect(lineMaxQuantity({ maxQuantity: 500 })).toBe(99);
  });
});
