import { describe, expect, it } from 'vitest';
import { DAY_MS, EXPIRING_SOON_DAYS, expiryStatus, isExpired, lotExpiry } from './expiry';

const expiresAt = new Date('2025-06-10T12:00:00Z');
const before = (ms: number) => new Date(expiresAt.getTime() - ms);

describe('expiryStatus', () => {
  it('uses a 3-day window', () => expect(EXPIRING_SOON_DAYS).toBe(3));

  it.each([
    ['after expiry', before(-1), 'expired'],
    ['at the expiry instant', before(0), 'expired'],
    ['1 ms before', before(1), 'expiring'],
    ['exactly 3 days before', before(3 * DAY_MS), 'expiring'],
    ['3 days and 1 ms before', before(3 * DAY_MS + 1), 'normal'],
    ['30 days before', before(30 * DAY_MS), 'normal'],
  ])('%s → %s', (_label, now, status) => {
    expect(expiryStatus(expiresAt, now)).toBe(status);
  });

  it('isExpired matches the expired status', () => {
    expect(isExpired(expiresAt, before(0))).toBe(true);
    expect(isExpired(expiresAt, before(1))).toBe(false);
  });
});

describe('lotExpiry', () => {
  const added = new Date('2025-01-01T08:30:00Z');

  it('uses the storage duration when shorter than the product life', () => {
    expect(lotExpiry(added, 30, 365).toISOString()).toBe('2025-01-31T08:30:00.000Z');
  });

  it('uses the product life when shorter (peppers)', () => {
    expect(lotExpiry(added, 30, 14).toISOString()).toBe('2025-01-15T08:30:00.000Z');
  });

  it('handles equal values and zero', () => {
    expect(lotExpiry(added, 90, 90).toISOString()).toBe('2025-04-01T08:30:00.000Z');
    expect(lotExpiry(added, 0, 365).getTime()).toBe(added.getTime());
  });

  it('does not change the input date', () => {
    lotExpiry(added, 30, 365);
    expect(added.toISOString()).toBe('2025-01-01T08:30:00.000Z');
  });

  it.each([
    [-1, 30],
    [30, -1],
    [1.5, 30],
    [NaN, 30],
  ])('refuses %d / %d days', (storage, life) => {
    expect(() => lotExpiry(added, storage, life)).toThrow(RangeError);
  });
});
