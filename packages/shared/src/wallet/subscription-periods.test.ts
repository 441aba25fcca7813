import { describe, expect, it } from 'vitest';
import { addBillingPeriod, daysLeft, unusedCreditKobo } from '.';
import { SUBSCRIPTION_PRICES, subscriptionPriceKobo } from '../rules/subscription';

const d = (iso: string) => new Date(iso);

describe('docs/product-spec.md §3 prices', () => {
  it('premium ₦2,500 / ₦25,000; premium_plus ₦5,000 / ₦50,000', () => {
    expect(SUBSCRIPTION_PRICES.premium).toMatchObject({ monthly: 2500, yearly: 25000 });
    expect(SUBSCRIPTION_PRICES.premium_plus).toMatchObject({ monthly: 5000, yearly: 50000 });
    expect(subscriptionPriceKobo('premium_plus', 'yearly')).toBe(5_000_000);
  });
});

describe('addBillingPeriod', () => {
  it('adds a calendar month or year in UTC', () => {
    expect(addBillingPeriod(d('2026-03-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
    expect(addBillingPeriod(d('2026-12-20T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
    expect(addBillingPeriod(d('2026-03-15T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
  });

  it('clamps to the end of a shorter month', () => {
    expect(addBillingPeriod(d('2026-01-31T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addBillingPeriod(d('2028-01-31T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(addBillingPeriod(d('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});

describe('unusedCreditKobo', () => {
  const start = d('2026-04-01T00:00:00Z');
  const end = d('2026-05-01T00:00:00Z'); // 30 days

  it('returns the unused share, rounded down to the kobo', () => {
    const period = { priceKobo: 250_000, startsAt: start, endsAt: end };
    expect(unusedCreditKobo([period], start)).toBe(250_000);
    expect(unusedCreditKobo([period], d('2026-04-16T00:00:00Z'))).toBe(125_000);
    expect(unusedCreditKobo([period], d('2026-04-11T00:00:00Z'))).toBe(166_666);
    expect(unusedCreditKobo([period], end)).toBe(0);
    expect(unusedCreditKobo([period], d('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('returns a future extension in full and never more than was paid', () => {
    const first = { priceKobo: 250_000, startsAt: start, endsAt: end };
    const next = { priceKobo: 2_500_000, startsAt: end, endsAt: d('2027-05-01T00:00:00Z') };
    expect(unusedCreditKobo([first, next], d('2026-04-16T00:00:00Z'))).toBe(125_000 + 2_500_000);
    expect(unusedCreditKobo([first, next], d('2026-03-01T00:00:00Z'))).toBe(2_750_000);
  });

  it('is exact for a year of milliseconds at the top price', () => {
    const year = { priceKobo: 5_000_000, startsAt: start, endsAt: d('2027-04-01T00:00:00Z') };
    const now = new Date(start.getTime() + 1);
    expect(unusedCreditKobo([year], now)).toBe(4_999_999);
  });

  it('ignores empty periods', () => {
    expect(unusedCreditKobo([{ priceKobo: 100, startsAt: end, endsAt: end }], start)).toBe(0);
    expect(unusedCreditKobo([], start)).toBe(0);
  });
});

describe('daysLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(daysLeft(d('2026-04-02T00:00:01Z'), d('2026-04-01T00:00:00Z'))).toBe(2);
    expect(daysLeft(d('2026-04-01T00:00:00Z'), d('2026-04-02T00:00:00Z'))).toBe(0);
  });
});
