import { describe, expect, it } from 'vitest';
import {
  addMonths,
  lagosDayOf,
  lagosDayRange,
  lagosMonthBounds,
  lagosMonthOf,
  monthLabel,
} from './month';

describe('Lagos months', () => {
  it('a month starts at 23:00 UTC the evening before', () => {
    const { start, end } = lagosMonthBounds('2026-11');
    expect(start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('a moment just before midnight UTC on the 31st is already next month in Lagos', () => {
    expect(lagosMonthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(lagosMonthOf(new Date('2026-10-31T22:59:59Z'))).toBe('2026-10');
    expect(lagosDayOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-01');
  });

  it('moves across years and names the month', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(monthLabel('2026-02')).toBe('February 2026');
    expect(() => lagosMonthBounds('2026-13')).toThrow(RangeError);
  });

  it('a day range includes both ends', () => {
    const { start, end } = lagosDayRange('2026-11-01', '2026-11-02');
    expect(start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T23:00:00.000Z');
  });
});
