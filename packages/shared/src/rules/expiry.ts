export const EXPIRING_SOON_DAYS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiryStatus = 'expired' | 'expiring' | 'normal';

/**
 * Expired from the expiry instant itself; expiring soon when at most 3 days (72 hours) remain.
 * Instants, not calendar days, so the answer is the same in every time zone.
 */
export const expiryStatus = (expiresAt: Date, now: Date): ExpiryStatus => {
  const remaining = expiresAt.getTime() - now.getTime();
  if (remaining <= 0) return 'expired';
  if (remaining <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring';
  return 'normal';
};

/** Expired lots cannot be sent or delivered (docs/architecture.md §3). */
export const isExpired = (expiresAt: Date, now: Date): boolean =>
  expiryStatus(expiresAt, now) === 'expired';

const assertDays = (days: number, what: string): void => {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`${what} must be a whole number of days, got ${days}`);
  }
};

/**
 * docs/architecture.md §3: a lot expires at added + min(storage duration, product storage life) days — we
 * never hold food past what the product itself lasts. Nigeria has no daylight saving, so whole
 * days are exact multiples of 24 hours.
 */
export const lotExpiry = (
  addedAt: Date,
  storageDurationDays: number,
  productStorageLifeDays: number,
): Date => {
  assertDays(storageDurationDays, 'storage duration');
  assertDays(productStorageLifeDays, 'product storage life');
  const days = Math.min(storageDurationDays, productStorageLifeDays);
  return new Date(addedAt.getTime() + days * DAY_MS);
};
