import { describe, expect, it } from 'vitest';
import { isQuietHour, lagosDate, pushNotBefore } from './quiet-hours';

// Lagos is UTC+1: 20:00 UTC is 21:00 in Lagos.
const utc = (iso: string) => new Date(`${iso}Z`);

describe('quiet hours (21:00–07:00 Lagos)', () => {
  it('starts at 21:00 and ends at 07:00 Lagos time', () => {
    expect(isQuietHour(utc('2026-11-23T19:59:59'))).toBe(false); // 20:59 Lagos
    expect(isQuietHour(utc('2026-11-23T20:00:00'))).toBe(true); // 21:00
    expect(isQuietHour(utc('2026-11-23T23:30:00'))).toBe(true); // 00:30 next day
    expect(isQuietHour(utc('2026-11-24T05:59:59'))).toBe(true); // 06:59
    expect(isQuietHour(utc('2026-11-24T06:00:00'))).toBe(false); // 07:00
  });

  it('defers a reminder pushed in the evening to 07:00 the next morning', () => {
    expect(pushNotBefore('digest', utc('2026-11-23T21:15:00'))).toEqual(utc('2026-11-24T06:00:00'));
    expect(pushNotBefore('food', utc('2026-12-31T22:00:00'))).toEqual(utc('2027-01-01T06:00:00'));
  });

  it('defers one pushed after midnight to 07:00 the same morning', () => {
    expect(pushNotBefore('reminders', utc('2026-11-24T02:00:00'))).toEqual(
      utc('2026-11-24T06:00:00'),
    );
  });

  it('lets money and orders through at night, and everything through by day', () => {
    const night = utc('2026-11-23T22:00:00');
    expect(pushNotBefore('money', night)).toBe(night);
    expect(pushNotBefore('orders', night)).toBe(night);
    const day = utc('2026-11-23T12:00:00');
    expect(pushNotBefore('digest', day)).toBe(day);
  });

  it('names the Lagos calendar day, which turns an hour before UTC midnight', () => {
    expect(lagosDate(utc('2026-11-23T22:59:00'))).toBe('2026-11-23');
    expect(lagosDate(utc('2026-11-23T23:00:00'))).toBe('2026-11-24');
  });
});
