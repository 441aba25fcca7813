// Lagos time, like every other time in the app (packages/shared/src/rules/date-time.ts), whatever
// the phone's own zone. Intl directly rather than that module: the banner is on every page's
// first load, which has a budget (e2e/page-weight.test.ts).
const LAGOS = { timeZone: 'Africa/Lagos' } as const;

/** "10:42 am" when saved today (in Lagos), else "12 Mar, 10:42 am". */
export function formatSavedAt(savedAt: number, now: number = Date.now()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-NG', {
    ...LAGOS,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  if (saved.toLocaleDateString('en-NG', LAGOS) === new Date(now).toLocaleDateString('en-NG', LAGOS))
    return time;
  return `${saved.toLocaleDateString('en-NG', { ...LAGOS, day: 'numeric', month: 'short' })}, ${time}`;
}

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
