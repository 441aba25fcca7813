import { describe, expect, it } from 'vitest';
import { formatSavedAt, offlineBannerText } from './saved-at-format';

describe('offline banner time', () => {
  // Lagos is UTC+1 all year: 14:30 UTC is 3:30 pm there.
  const now = Date.UTC(2026, 2, 12, 14, 30);

  it('shows only the time for data saved today, in Lagos time', () => {
    expect(formatSavedAt(Date.UTC(2026, 2, 12, 9, 42), now)).toMatch(/^10:42\sam$/i);
  });

  it('adds the day for older data', () => {
    expect(formatSavedAt(Date.UTC(2026, 2, 10, 17, 5), now)).toMatch(/^10 Mar, 6:05\spm$/i);
  });

  it('goes by the Lagos day, not the UTC one', () => {
    // 23:30 UTC on the 11th is 12:30 am on the 12th in Lagos: today.
    expect(formatSavedAt(Date.UTC(2026, 2, 11, 23, 30), now)).toMatch(/^12:30\sam$/i);
  });

  it('uses the issue text, and says only that we are offline when nothing was ever saved', () => {
    expect(offlineBannerText(Date.UTC(2026, 2, 12, 8, 0), now)).toMatch(
      /^You're offline — showing what was saved at 9:00\sam$/i,
    );
    expect(offlineBannerText(null, now)).toBe('You’re offline');
  });
});
