import { describe, expect, it } from 'vitest';
import {
  formatNaira,
  formatSignedNaira,
  hasSufficientBalance,
  koboSchema,
  koboToNaira,
  nairaToKobo,
  parseNairaString,
} from './money';

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1000.5, 100050],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1_000_000, 100_000_000],
    [123456789.01, 12345678901],
  ])('%d naira → %d kobo', (naira, kobo) => expect(nairaToKobo(naira)).toBe(kobo));

  it.each([NaN, Infinity, -Infinity, -1, -0.01])('refuses %d', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(RangeError);
  });

  it.each([1.005, 0.001, 100.555])('refuses more than 2 decimals: %d', (naira) => {
    expect(() => nairaToKobo(naira)).toThrow(/more than 2 decimals/);
  });

  it('refuses amounts past the safe-integer range', () => {
    expect(() => nairaToKobo(Number.MAX_SAFE_INTEGER)).toThrow(/too large/);
  });
});

describe('koboToNaira', () => {
  it('divides by 100', () => {
    expect(koboToNaira(123456)).toBe(1234.56);
    expect(koboToNaira(-50)).toBe(-0.5);
  });

  it('refuses non-integers', () => expect(() => koboToNaira(1.5)).toThrow(RangeError));
});

describe('parseNairaString', () => {
  it.each([
    ['1,234.56', 123456],
    ['₦1,000', 100000],
    ['₦ 1,000', 100000],
    ['NGN 2500', 250000],
    ['1000.5', 100050],
    ['1000.05', 100005],
    ['0.1', 10],
    ['.5', 50],
    ['  42  ', 4200],
    ['1,000,000', 100000000],
    ['12,345', 1234500],
    ['123,456.7', 12345670],
    ['007', 700],
  ])('%j → %d kobo', (input, kobo) => expect(parseNairaString(input)).toBe(kobo));

  it('adds decimals without float error', () => {
    expect(parseNairaString('0.1')! + parseNairaString('0.2')!).toBe(parseNairaString('0.3'));
  });

  it.each(['', '₦', 'abc', '1.234', '1,5', '12,34,567', '-100', '1000.', '1 000', '1e3', '1..2'])(
    'refuses %j',
    (input) => expect(parseNairaString(input)).toBeNull(),
  );

  it('refuses amounts past the safe-integer range', () => {
    expect(parseNairaString('99999999999999999')).toBeNull();
  });
});

describe('formatNaira', () => {
  it.each([
    [100000, '₦1,000'],
    [100050, '₦1,000.5'],
    [123456, '₦1,234.56'],
    [0, '₦0'],
    [-0, '₦0'],
    [5, '₦0.05'],
    [100_000_000, '₦1,000,000'],
  ])('%d kobo → %s', (kobo, text) => expect(formatNaira(kobo)).toBe(text));
});

describe('formatSignedNaira', () => {
  it.each([
    [100000, '+₦1,000.00'],
    [-100050, '-₦1,000.50'],
    [0, '₦0.00'],
    [1, '+₦0.01'],
  ])('%d kobo → %s', (kobo, text) => expect(formatSignedNaira(kobo)).toBe(text));
});

describe('formatting agrees with Intl en-NG', () => {
  const plain = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const signed = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  // Every kobo value up to ₦20 (all the decimal shapes), then amounts of every size from a seeded
  // generator, so a failure names an amount that fails again.
  let seed = 20261123;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const amounts = [
    ...Array.from({ length: 2001 }, (_, i) => i),
    ...Array.from({ length: 3000 }, (_, i) => Math.floor(random() * 10 ** (1 + (i % 15)))),
  ];
  it('formatNaira and formatSignedNaira print what Intl prints, both signs', () => {
    for (const kobo of amounts) {
      for (const k of [kobo, -kobo]) {
        const naira = k === 0 ? 0 : k / 100;
        expect(formatNaira(k)).toBe(plain.format(naira));
        expect(formatSignedNaira(k)).toBe(signed.format(naira));
      }
    }
  });

  it('refuses a fractional kobo amount', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
  });
});

describe('hasSufficientBalance', () => {
  it('is true when equal or greater', () => {
    expect(hasSufficientBalance(1000, 1000)).toBe(true);
    expect(hasSufficientBalance(1001, 1000)).toBe(true);
    expect(hasSufficientBalance(999, 1000)).toBe(false);
  });
});

describe('koboSchema', () => {
  it('accepts non-negative integers only', () => {
    expect(koboSchema.safeParse(0).success).toBe(true);
    expect(koboSchema.safeParse(1.5).success).toBe(false);
    expect(koboSchema.safeParse(-1).success).toBe(false);
  });
});
