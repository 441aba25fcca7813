import { describe, expect, it } from 'vitest';
import { marginPercent } from './margin';

describe('marginPercent', () => {
  it.each([
    // The spec's Starter Pack: 16,000 selling, 13,830 cost.
    [1_600_000, 1_383_000, 13.6],
    // Family and Premium Packs under the one formula (the spec's 15.7% used another).
    [3_100_000, 2_679_000, 13.6],
    [6_700_000, 5_852_000, 12.7],
    [100_00, 100_00, 0],
    [100_00, 120_00, -20],
  ])('selling %i kobo, cost %i kobo → %d%%', (selling, cost, expected) => {
    expect(marginPercent(selling, cost)).toBe(expected);
  });

  it('refuses a zero or fractional selling price', () => {
    expect(() => marginPercent(0, 0)).toThrow(RangeError);
    expect(() => marginPercent(10.5, 1)).toThrow(RangeError);
  });
});
