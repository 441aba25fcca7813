import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, fromUnixSeconds } from './date-time';

describe('formatDateTime', () => {
  it('shows Lagos time (UTC+1), 12-hour with a lower-case am/pm', () => {
    expect(formatDateTime('2026-11-23T14:45:00Z')).toBe('23 Nov 2026, 3:45 pm');
    expect(formatDateTime(new Date('2026-03-01T09:05:00Z'))).toBe('1 Mar 2026, 10:05 am');
  });

  it('calls midnight 12:00 am and noon 12:00 pm, and moves the day at Lagos midnight', () => {
    // 23:00 UTC is already midnight of the next day in Lagos.
    expect(formatDateTime('2026-12-31T23:00:00Z')).toBe('1 Jan 2027, 12:00 am');
    expect(formatDateTime('2026-12-31T22:59:00Z')).toBe('31 Dec 2026, 11:59 pm');
    expect(formatDateTime('2026-06-15T11:00:00Z')).toBe('15 Jun 2026, 12:00 pm');
    expect(formatDateTime('2026-06-15T11:59:00Z')).toBe('15 Jun 2026, 12:59 pm');
    expect(formatDateTime('2026-06-15T12:00:00Z')).toBe('15 Jun 2026, 1:00 pm');
  });

  it('takes epoch milliseconds and Unix seconds, and answers "" for a non-date', () => {
    const ms = Date.UTC(2026, 3, 1, 8, 30);
    expect(formatDateTime(ms)).toBe('1 Apr 2026, 9:30 am');
    expect(formatDateTime(fromUnixSeconds(ms / 1000))).toBe('1 Apr 2026, 9:30 am');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('Lagos time without Intl', () => {
  it("agrees with Intl's Africa/Lagos on every hour of two years and around the 1919 change", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const start = Date.UTC(2025, 11, 31, 0, 30);
    for (let ms = start; ms < start + 2 * 366 * 24 * 3_600_000; ms += 3_600_000)
      expect(formatDate(ms)).toBe(intl.format(ms).replace('Sept', 'Sep'));
    // Before WAT, Lagos was half an hour ahead of UTC: asked of Intl, not computed.
    expect(formatDateTime(Date.UTC(1915, 5, 1, 12, 0))).toBe('1 Jun 1915, 12:30 pm');
    expect(formatDateTime(Date.UTC(1919, 7, 31, 23, 29))).toBe('31 Aug 1919, 11:59 pm');
    expect(formatDateTime(Date.UTC(1919, 7, 31, 23, 30))).toBe('1 Sep 1919, 12:30 am');
  });
});

describe('formatDate', () => {
  it('is the Lagos calendar day', () => {
    expect(formatDate('2026-11-23T14:45:00Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 Jan 2027');
    expect(formatDate('nope')).toBe('');
  });
});
