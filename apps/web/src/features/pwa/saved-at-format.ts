/** "10:42 am" when saved today, else "12 Mar, 10:42 am" (en-NG, the phone's time zone). */
export function formatSavedAt(savedAt: number, now: number = Date.now()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-NG', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  if (saved.toDateString() === new Date(now).toDateString()) return time;
  return `${saved.toLocaleDateString('en-NG', { day: 'numeric', month: 'short' })}, ${time}`;
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
