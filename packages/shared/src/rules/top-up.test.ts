import { describe, expect, it } from 'vitest';
import {
  CARD_CVV_LENGTH,
  CARD_EXPIRY_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  SUGGESTED_TOP_UPS,
  TOP_UP_MAX_KOBO,
  TOP_UP_MIN_KOBO,
  cardDetailsSchema,
  topUpAmountError,
  topUpAmountSchema,
} from './top-up';
import { TOASTS } from '../messages';

const INVALID = 'Please enter a valid amount to top up';
const MIN = 'Minimum top-up amount is ₦100';
const MAX = 'Maximum top-up amount is ₦1,000,000';

const messagesOf = (value: unknown) =>
  topUpAmountSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('topUpAmountError', () => {
  it.each([
    [99, MIN],
    [99.99, MIN],
    [1, MIN],
    [100, null],
    [100.5, null],
    [1_000_000, null],
    [1_000_000.01, MAX],
    [1_000_001, MAX],
    [0, INVALID],
    [-5, INVALID],
    [NaN, INVALID],
    [Infinity, INVALID],
    [100.555, INVALID],
    [null, INVALID],
    [undefined, INVALID],
  ])('%s → %s', (amount, message) => expect(topUpAmountError(amount)).toBe(message));
});

describe('topUpAmountSchema', () => {
  it.each([
    [100, 100],
    [1_000_000, 1_000_000],
    ['1,000', 1000],
    ['₦5,000.50', 5000.5],
  ])('accepts %j as %d naira', (input, naira) =>
    expect(topUpAmountSchema.parse(input)).toBe(naira),
  );

  it.each([
    [99, [MIN]],
    [1_000_001, [MAX]],
    ['1,000,001', [MAX]],
    [0, [INVALID]],
    ['', [INVALID]],
    ['abc', [INVALID]],
    [undefined, [INVALID]],
    [null, [INVALID]],
  ])('%j → %j', (input, messages) => expect(messagesOf(input)).toEqual(messages));

  it('bounds in kobo match the naira bounds', () => {
    expect([TOP_UP_MIN_KOBO, TOP_UP_MAX_KOBO]).toEqual([10_000, 100_000_000]);
  });
});

describe('top-up constants and toast', () => {
  it('suggests the spec amounts', () => {
    expect(SUGGESTED_TOP_UPS).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
  });

  it('titles the invalid-amount toast', () => {
    expect(TOASTS.topUp.invalidAmount).toEqual({ title: 'Invalid Amount', description: INVALID });
    expect(TOASTS.topUp.success.description('₦5,000')).toBe('₦5,000 has been added to your wallet');
  });
});

describe('cardDetailsSchema', () => {
  const ok = { cardNumber: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };

  it('accepts fields at their maximum lengths', () => {
    expect([CARD_NUMBER_MAX_LENGTH, CARD_EXPIRY_LENGTH, CARD_CVV_LENGTH]).toEqual([19, 5, 3]);
    expect(cardDetailsSchema.safeParse(ok).success).toBe(true);
  });

  it('refuses each field one character too long', () => {
    const result = cardDetailsSchema.safeParse({
      cardNumber: `${ok.cardNumber}1`,
      expiry: '12/300',
      cvv: '4081',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['cardNumber', 'Card number must be at most 19 characters'],
      ['expiry', 'Expiry must be at most 5 characters (MM/YY)'],
      ['cvv', 'CVV must be at most 3 digits'],
    ]);
  });
});
