import { describe, expect, it } from 'vitest';
import {
  circlePriceKobo,
  deliveryDate,
  dueDates,
  instalmentAmounts,
  instalmentsCovered,
  isCalendarDate,
  lagosInstant,
  lagosToday,
  maskFaza,
  paymentStanding,
  pendingInvitesCap,
  startDateProblem,
} from './rules';

describe('pendingInvitesCap', () => {
  it('lets a circle have twice its places in invitations waiting', () => {
    expect(pendingInvitesCap(2)).toBe(4);
    expect(pendingInvitesCap(30)).toBe(60);
  });
});

describe('instalmentAmounts', () => {
  it('splits evenly and lets the last absorb the rounding', () => {
    expect(instalmentAmounts(10_000, 3)).toEqual([3333, 3333, 3334]);
    expect(instalmentAmounts(10_000, 4)).toEqual([2500, 2500, 2500, 2500]);
    expect(instalmentAmounts(1, 2)).toEqual([0, 1]);
  });

  it('always adds up to the price exactly', () => {
    for (const price of [0, 1, 99, 12_345, 4_567_891, 99_999_999])
      for (let n = 2; n <= 12; n += 1) {
        const parts = instalmentAmounts(price, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(price);
        expect(parts.slice(0, -1).every((p) => p === parts[0])).toBe(true);
        expect(parts[n - 1]! - parts[0]!).toBeLessThan(n);
      }
  });

  it('refuses non-integer kobo', () => {
    expect(() => instalmentAmounts(10.5, 2)).toThrow(RangeError);
    expect(() => instalmentAmounts(100, 0)).toThrow(RangeError);
  });
});

describe('dueDates', () => {
  it('steps weekly by seven days across a month end', () => {
    expect(dueDates('2026-11-25', 'weekly', 3)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it('keeps the day of the month, clamped to short months, counted from the start', () => {
    expect(dueDates('2026-01-31', 'monthly', 4)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(dueDates('2027-12-15', 'monthly', 3)).toEqual([
      '2027-12-15',
      '2028-01-15',
      '2028-02-15',
    ]);
    expect(dueDates('2028-01-30', 'monthly', 2)).toEqual(['2028-01-30', '2028-02-29']);
  });

  it('refuses a date that does not exist', () => {
    expect(() => dueDates('2026-02-30', 'weekly', 2)).toThrow(RangeError);
  });
});

describe('deliveryDate', () => {
  it('is the end of the last instalment’s grace', () => {
    expect(deliveryDate('2026-12-30')).toBe('2027-01-02');
  });
});

describe('Lagos days', () => {
  it('turns over at 23:00 UTC', () => {
    expect(lagosToday(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(lagosToday(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    expect(lagosInstant('2026-11-26', 9).toISOString()).toBe('2026-11-26T08:00:00.000Z');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
  });
});

describe('startDateProblem', () => {
  it('takes today and the next 90 days, Lagos time', () => {
    expect(startDateProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(startDateProblem('2026-11-24', '2026-11-25')).toBe('past');
    expect(startDateProblem('2027-02-23', '2026-11-25')).toBeNull();
    expect(startDateProblem('2027-02-24', '2026-11-25')).toBe('too-far');
    expect(startDateProblem('2026-13-01', '2026-11-25')).toBe('invalid');
  });
});

describe('circlePriceKobo', () => {
  it('is the goal for save-together and a rounded-up share for chip-in', () => {
    expect(circlePriceKobo('save_together', 1_000_001, 3)).toBe(1_000_001);
    expect(circlePriceKobo('chip_in', 1_000_001, 3)).toBe(333_334);
    expect(circlePriceKobo('chip_in', 900, 3)).toBe(300);
  });
});

describe('paying', () => {
  const dates = ['2026-12-01', '2026-12-08', '2026-12-15'];
  it('counts whole instalments covered', () => {
    const amounts = instalmentAmounts(10_000, 3);
    expect(instalmentsCovered(amounts, 0)).toBe(0);
    expect(instalmentsCovered(amounts, 3333)).toBe(1);
    expect(instalmentsCovered(amounts, 6666)).toBe(2);
    expect(instalmentsCovered(amounts, 10_000)).toBe(3);
  });

  it('is paid, due within the grace, then late', () => {
    expect(paymentStanding(dates, 0, '2026-11-30')).toBe('paid');
    expect(paymentStanding(dates, 0, '2026-12-01')).toBe('due');
    expect(paymentStanding(dates, 0, '2026-12-04')).toBe('due');
    expect(paymentStanding(dates, 0, '2026-12-05')).toBe('late');
    expect(paymentStanding(dates, 1, '2026-12-05')).toBe('paid');
    expect(paymentStanding(dates, 3, '2027-01-30')).toBe('paid');
  });

  it('masks a FAZA number to its last four digits', () => {
    expect(maskFaza('123456789012')).toBe('****-****-9012');
  });
});
