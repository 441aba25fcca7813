// Months of the monthly food analytics are Lagos calendar months (docs/decisions/0040). Nigeria
// keeps West Africa Time, UTC+1, all year with no daylight saving, so a Lagos month starts at
// 23:00 UTC on the last day of the month before.

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** 'YYYY-MM' with a month from 01 to 12. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Lagos month ('2026-11') that `at` falls in. */
export function lagosMonthOf(at: Date): string {
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS);
  return `${lagos.getUTCFullYear()}-${String(lagos.getUTCMonth() + 1).padStart(2, '0')}`;
}

function parts(month: string): { year: number; index: number } {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return { year: Number(month.slice(0, 4)), index: Number(month.slice(5, 7)) - 1 };
}

/** `month` moved by `by` months ('2026-01', -1 → '2025-12'). */
export function addMonths(month: string, by: number): string {
  const { year, index } = parts(month);
  const d = new Date(Date.UTC(year, index + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The instants a Lagos month covers: `start` inclusive, `end` exclusive. */
export function lagosMonthBounds(month: string): { start: Date; end: Date } {
  const { year, index } = parts(month);
  return {
    start: new Date(Date.UTC(year, index, 1) - LAGOS_OFFSET_MS),
    end: new Date(Date.UTC(year, index + 1, 1) - LAGOS_OFFSET_MS),
  };
}

/** The Lagos day ('2026-11-25') that `at` falls in. */
export function lagosDayOf(at: Date): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a range of Lagos days covers, `from` and `to` ('YYYY-MM-DD') both included. */
export function lagosDayRange(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(`${from}T00:00:00.000Z`).getTime() - LAGOS_OFFSET_MS;
  const end = new Date(`${to}T00:00:00.000Z`).getTime() - LAGOS_OFFSET_MS + 24 * 60 * 60 * 1000;
  return { start: new Date(start), end: new Date(end) };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026'. */
export function monthLabel(month: string): string {
  const { year, index } = parts(month);
  return `${MONTH_NAMES[index]} ${year}`;
}
