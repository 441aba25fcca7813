import { CATEGORY_RULES, type NotificationCategory } from './categories';

// Lagos keeps West Africa Time, UTC+1 all year (no daylight saving), so a fixed offset is exact and
// the server needs no time-zone data to decide when a phone may buzz.
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** No push from 21:00 to 07:00 Lagos time, except the categories that may push at night. */
export const QUIET_HOURS = { from: 21, to: 7 } as const;

/** The hour (0–23) in Lagos at this moment. */
export const lagosHour = (now: Date): number =>
  new Date(now.getTime() + LAGOS_OFFSET_MS).getUTCHours();

/** The Lagos calendar date of this moment, 'YYYY-MM-DD'. */
export const lagosDate = (now: Date): string =>
  new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

export const isQuietHour = (now: Date): boolean => {
  const hour = lagosHour(now);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
};

/** The next 07:00 in Lagos after a moment inside the quiet hours. */
function endOfQuietHours(now: Date): Date {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const end = Date.UTC(
    lagos.getUTCFullYear(),
    lagos.getUTCMonth(),
    lagos.getUTCDate(),
    QUIET_HOURS.to,
  );
  const day = lagos.getUTCHours() >= QUIET_HOURS.from ? 24 * 60 * 60 * 1000 : 0;
  return new Date(end + day - LAGOS_OFFSET_MS);
}

/**
 * When a push of this category may leave: now, or at 07:00 Lagos when it is night. A deferred push
 * is sent then, never dropped; money and orders go at any hour.
 */
export function pushNotBefore(category: NotificationCategory, now: Date): Date {
  if (CATEGORY_RULES[category].pushAtNight || !isQuietHour(now)) return now;
  return endOfQuietHours(now);
}
