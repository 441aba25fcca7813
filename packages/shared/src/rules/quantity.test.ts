import { describe, expect, it } from 'vitest';
import { correctTypedQuantity } from './typed-quantity';
import {
  CART_MAX_QUANTITY,
  cartQuantitySchema,
  clampCartQuantity,
  exceedsQuantityLimit,
  formatBadgeCount,
  isValidSendQuantity,
  sendQuantitySchema,
} from './quantity';
import { TOASTS } from '../messages';

describe('send quantity', () => {
  it.each([
    [1, 5, true],
    [5, 5, true],
    [0, 5, false],
    [6, 5, false],
    [2.5, 5, false],
    [NaN, 5, false],
    [1, 0, false],
  ])('%d of %d available → %s', (quantity, available, ok) => {
    expect(isValidSendQuantity(quantity, available)).toBe(ok);
  });

  it('schema coerces typed input and keeps the number', () => {
    expect(sendQuantitySchema(5).parse('3')).toBe(3);
  });

  it.each([0, 6, 1.5, '', 'abc'])('schema refuses %j with the spec message', (value) => {
    expect(
      sendQuantitySchema(5)
        .safeParse(value)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Quantity must be between 1 and 5.']);
  });
});

describe('cart quantity', () => {
  it('allows 1 to 99', () => {
    expect(CART_MAX_QUANTITY).toBe(99);
    expect(cartQuantitySchema.safeParse(1).success).toBe(true);
    expect(cartQuantitySchema.safeParse(99).success).toBe(true);
  });

  it.each([0, 100, 1.5])('refuses %d', (value) => {
    expect(cartQuantitySchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Quantity must be between 1 and 99.',
    );
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [50.7, 50],
    [99, 99],
    [100, 99],
    [NaN, 1],
    [Infinity, 99],
  ])('clamps %d to %d', (input, output) => expect(clampCartQuantity(input)).toBe(output));

  it('detects going past the line limit', () => {
    expect(exceedsQuantityLimit(98, 1)).toBe(false);
    expect(exceedsQuantityLimit(98, 2)).toBe(true);
    expect(exceedsQuantityLimit(3, 3, 5)).toBe(true);
    expect(exceedsQuantityLimit(2, 3, 5)).toBe(false);
  });

  it('words the limit toast', () => {
    expect(TOASTS.cart.quantityLimit.title).toBe('Quantity Limit Reached');
    expect(TOASTS.cart.quantityLimit.description(5, 'Ofada Rice')).toBe(
      'Maximum 5 items allowed for Ofada Rice',
    );
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%d → %s', (count, text) => expect(formatBadgeCount(count)).toBe(text));
});

describe('a quantity typed out of range', () => {
  it('is corrected into 1..99 with a message saying so, never silently', () => {
    expect(correctTypedQuantity('150')).toEqual({
      draft: '99',
      note: 'Quantity must be between 1 and 99. We set it to 99.',
    });
    expect(correctTypedQuantity('0')).toEqual({
      draft: '1',
      note: 'Quantity must be between 1 and 99. We set it to 1.',
    });
  });

  it('says nothing when the number stands as typed, or while the field is empty', () => {
    expect(correctTypedQuantity('42')).toEqual({ draft: '42', note: null });
    expect(correctTypedQuantity('007')).toEqual({ draft: '7', note: null });
    expect(correctTypedQuantity('-5')).toEqual({ draft: '5', note: null });
    expect(correctTypedQuantity('')).toEqual({ draft: '', note: null });
  });
});
