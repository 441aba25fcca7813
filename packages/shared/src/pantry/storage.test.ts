import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../rules/expiry';
import { STORAGE_DURATION_DAYS } from '../rules/subscription';
import { lotStorageDays, newLotExpiry } from './storage';

const now = new Date('2026-03-01T08:00:00Z');
const later = new Date(now.getTime() + 10 * DAY_MS);
const earlier = new Date(now.getTime() - DAY_MS);

describe('lotStorageDays', () => {
  it('holds food for the tier’s storage duration, capped by the product life', () => {
    expect(lotStorageDays({ tier: 'basic', tierEndsAt: null }, 365, now)).toBe(30);
    expect(lotStorageDays({ tier: 'premium', tierEndsAt: later }, 365, now)).toBe(
      STORAGE_DURATION_DAYS.premium,
    );
    expect(lotStorageDays({ tier: 'premium_plus', tierEndsAt: null }, 365, now)).toBe(90);
    expect(lotStorageDays({ tier: 'premium_plus', tierEndsAt: null }, 14, now)).toBe(14);
  });

  it('counts a lapsed paid tier as basic', () => {
    expect(lotStorageDays({ tier: 'premium_plus', tierEndsAt: earlier }, 365, now)).toBe(30);
  });
});

describe('newLotExpiry', () => {
  it('is the added time plus the held days, to the millisecond', () => {
    expect(newLotExpiry({ tier: 'basic', tierEndsAt: null }, 365, now).toISOString()).toBe(
      '2026-03-31T08:00:00.000Z',
    );
    expect(newLotExpiry({ tier: 'premium', tierEndsAt: null }, 14, now).toISOString()).toBe(
      '2026-03-15T08:00:00.000Z',
    );
  });
});
