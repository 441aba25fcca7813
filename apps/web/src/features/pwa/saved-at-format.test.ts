import { describe, expect, it } from 'vitest';
import { formatSavedAt, offlineBannerText } from './saved-at-format';

describe('offline banner time', () => {
  const now = new Date(2026, 2, 12, 15, 30).getTime();

  it('shows only the time for data saved today', () => {
    const text = formatSavedAt(new Date(2026, 2, 12, 10, 42).getTime(), now);
    expect(text).toMatch(/^10:42\s?am$/i);
  });

  it('adds the day for older data', () => {
    const text = formatSavedAt(new Date(2026, 2, 10, 18, 5).getTime(), now);
    expect(text).toMatch(/^10 Mar, 6:05\s?pm$/i);
  });

  it('uses the issue text, and says only that we are offline when nothing was ever saved', () => {
    expect(offlineBannerText(new Date(2026, 2, 12, 9, 0).getTime(), now)).toMatch(
      /^You're offline — showing what was saved at 9:00\s?am$/i,
    );
    expect(offlineBannerText(null, now)).toBe('You’re offline');
  });
});
