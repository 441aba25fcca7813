import { formatTimeToday } from '@faza/shared';
/**
 * "10:42 am" when saved today, else "12 Mar, 10:42 am": in Lagos time, like every other time in
 * the app (packages/shared/src/rules/date-time.ts), whatever the phone's own zone.
 */
export const formatSavedAt = (savedAt: number, now: number = Date.now()): string =>
  formatTimeToday(savedAt, now);

/** The offline banner's text. */
export function offlineBannerText(savedAt: number | null, now: number = Date.now()): string {
  return savedAt === null
    ? 'You’re offline'
    : `You're offline — showing what was saved at ${formatSavedAt(savedAt, now)}`;
}

/** Online, while a page shows its saved copy and the server's answer is on its way. */
export function savedCopyBannerText(savedAt: number, now: number = Date.now()): string {
  return `Showing what was saved at ${formatSavedAt(savedAt, now)} — updating…`;
}
