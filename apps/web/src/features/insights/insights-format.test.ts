import { describe, expect, it } from 'vitest';
import { changeSince, changeText, monthOptions, shareText } from './insights-format';

describe('insights texts', () => {
  it('shows a share as a percentage only with enough data', () => {
    expect(shareText({ part: 2, whole: 10, percent: 20 })).toBe('20%');
    expect(shareText({ part: 3, whole: 4, percent: null })).toBe('3 of 4 items');
  });

  it('says a month against the one before as a sentence', () => {
    expect(changeSince(2_430_000, null, 'October')).toBe('₦24,300 more than in October');
    expect(changeSince(-30_000, 2.5, 'October')).toBe('₦300 (2.5%) less than in October');
    expect(changeSince(0, 0, 'October')).toBe('The same as in October');
  });

  it('writes a change with its sign', () => {
    expect(changeText(120_000, 4.1)).toBe('+₦1,200 (+4.1%)');
    expect(changeText(-30_000, null)).toBe('−₦300');
    expect(changeText(0, null)).toBe('No change');
  });

  it('offers this month so far and the eleven before', () => {
    const options = monthOptions(new Date('2026-01-15T12:00:00Z'));
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: '2026-01', label: 'January 2026 (so far)' });
    expect(options[1]).toEqual({ value: '2025-12', label: 'December 2025' });
  });
});
