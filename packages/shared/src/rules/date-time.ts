// The one way the app shows a moment: '23 Nov 2026, 3:45 pm', in Lagos time whatever the phone's
// own zone (a sender and a recipient read the same time). 12-hour like shoppers say it; the spec
// shows no format. Built from numeric parts and our own words, so every browser's ICU data (which
// varies: '15:45' or '3:45 PM' or '3:45 p.m.' for en-NG) gives the same text.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Lagos has kept West Africa Time, UTC+1 with no daylight saving, since 1 September 1919 (the tz
 * database's Africa/Lagos: half an hour ahead until 23:30 UTC on 31 August 1919). From then on its wall clock is the UTC clock an hour on, computed here
 * without Intl: `formatToParts` cost a signed-in page drawn on the server a twentieth of its CPU
 * (docs/scaling.md). Older moments, which the app never shows, still ask Intl.
 */
const WAT_SINCE = Date.UTC(1919, 7, 31, 23, 30);
const HOUR_MS = 3_600_000;

// Built on first use, not at import: constructing a DateTimeFormat costs about a millisecond.
let lagosParts: Intl.DateTimeFormat | undefined;

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

function partsInLagos(date: Date): Parts {
  if (date.getTime() >= WAT_SINCE) {
    const wall = new Date(date.getTime() + HOUR_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    };
  }
  lagosParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of lagosParts.formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Parts;
}

/** An ISO string, epoch milliseconds or a Date as a Date, or null when it is not a real moment. */
function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '23 Nov 2026' in Lagos; '' for something that is not a date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsInLagos(date);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '23 Nov 2026, 3:45 pm' in Lagos (midnight is 12:00 am, noon 12:00 pm); '' for a non-date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsInLagos(date);
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const minute = String(p.minute).padStart(2, '0');
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hour}:${minute} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** Unix seconds (the pantry's API) as a Date. */
export const fromUnixSeconds = (seconds: number): Date => new Date(seconds * 1000);
