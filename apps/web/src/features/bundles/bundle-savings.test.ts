import { describe, expect, it } from 'vitest';
import { savingsPercent } from './bundle-savings';

describe('savingsPercent', () => {
  it('rounds the saving against the singles total', () => {
    expect(savingsPercent(240_000, 1_840_000)).toBe(13);
  });

  it('claims nothing without a real saving', () => {
    expect(savingsPercent(0, 1_840_000)).toBeNull();
    expect(savingsPercent(100, 0)).toBeNull();
  });
});
