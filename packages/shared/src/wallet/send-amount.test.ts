import { describe, expect, it } from 'vitest';
import { SEND_MAX_KOBO, SEND_MIN_KOBO, sendAmountError, sendAmountKobo, sendAmountSchema } from '.';

const INVALID = 'Please enter a valid amount to send';
const MIN = 'Minimum amount to send is ₦50';
const MAX = 'Maximum amount to send is ₦1,000,000';
const DECIMALS = 'Amounts can have at most 2 decimal places';

describe('sendAmountError', () => {
  it.each([
    [50, null],
    [50.01, null],
    [1200, null],
    [1_000_000, null],
    [0.1 + 0.2 + 99.7, null],
    [49.99, MIN],
    [1, MIN],
    [1_000_000.01, MAX],
    [1e20, MAX],
    [100.005, DECIMALS],
    [0, INVALID],
    [-50, INVALID],
    [Number.NaN, INVALID],
    [Number.POSITIVE_INFINITY, INVALID],
    ['50', INVALID],
    ['50.5', INVALID],
    [null, INVALID],
  ])('%s → %s', (amount, message) => {
    expect(sendAmountError(amount)).toBe(message);
  });

  it('the schema refuses strings and reports the rule', () => {
    expect(sendAmountSchema.safeParse('100').success).toBe(false);
    expect(sendAmountSchema.safeParse(10).error?.issues[0]?.message).toBe(MIN);
    expect(sendAmountSchema.parse(1200.5)).toBe(1200.5);
  });

  it('converts to kobo exactly', () => {
    expect(sendAmountKobo(1200.1)).toBe(120010);
    expect(SEND_MIN_KOBO).toBe(5000);
    expect(SEND_MAX_KOBO).toBe(100_000_000);
  });
});
