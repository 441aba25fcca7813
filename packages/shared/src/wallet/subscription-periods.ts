import type { BillingPeriod } from '../rules/subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a period that starts at `from`: one calendar month or year later (UTC), clamped to the
 * last day of a shorter month (31 January + 1 month = 28/29 February).
 */
export const addBillingPeriod = (from: Date, period: BillingPeriod): Date => {
  const months = period === 'monthly' ? 1 : 12;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
};

/** A paid stretch of a tier: what was charged for it and when it runs. */
export type PaidPeriod = { priceKobo: number; startsAt: Date; endsAt: Date };

/**
 * What is still owed back for paid periods when they stop now (upgrading premium → premium_plus):
 * each period's price times the share of it not yet used, rounded down to the kobo so a refund
 * never exceeds what was paid. A period not yet begun (an extension) is returned in full; one that
 * has ended returns nothing.
 */
export const unusedCreditKobo = (periods: readonly PaidPeriod[], now: Date): number =>
  periods.reduce((total, { priceKobo, startsAt, endsAt }) => {
    const length = endsAt.getTime() - startsAt.getTime();
    if (length <= 0 || priceKobo <= 0) return total;
    const unused = Math.min(length, Math.max(0, endsAt.getTime() - now.getTime()));
    // BigInt keeps price × milliseconds exact (₦50,000 × a year of ms passes 2^53).
    return total + Number((BigInt(priceKobo) * BigInt(unused)) / BigInt(length));
  }, 0);

/** Whole days left until `endsAt` (rounded up), for display; 0 once it has passed. */
export const daysLeft = (endsAt: Date, now: Date): number =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
