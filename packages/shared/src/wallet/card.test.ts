import { describe, expect, it } from 'vitest';
import { cardDigits, expiryValid, luhnValid, sandboxCardOutcome } from '.';

describe('sandbox card rules', () => {
  it('keeps digits, drops spaces and hyphens', () => {
    expect(cardDigits('4084 0840 8408 4081')).toBe('4084084084084081');
    expect(cardDigits('4084-0840-8408-4081')).toBe('4084084084084081');
    expect(cardDigits('4084 abcd')).toBeNull();
    expect(cardDigits('123')).toBeNull();
  });

  it('checks Luhn', () => {
    expect(luhnValid('4084084084084081')).toBe(true);
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4084084084084082')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('declines numbers ending in 0002', () => {
    expect(sandboxCardOutcome('4000000000000002')).toBe('declined');
    expect(sandboxCardOutcome('4242424242424242')).toBe('success');
  });

  it('reads MM/YY expiry', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expiryValid('11/26', now)).toBe('ok');
    expect(expiryValid('12/30', now)).toBe('ok');
    expect(expiryValid('10/26', now)).toBe('expired');
    expect(expiryValid('13/26', now)).toBe('invalid');
    expect(expiryValid('1/26', now)).toBe('invalid');
  });
});
