import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROLE_LABELS,
  STORAGE_DURATION_DAYS,
  SUBSCRIPTION_PRICES,
  roleSchema,
  subscriptionPriceKobo,
  subscriptionSavingsKobo,
  subscriptionStatus,
  subscriptionTierSchema,
} from './subscription';

describe('subscriptionStatus', () => {
  it.each([
    [false, false, 'basic'],
    [true, false, 'premium'],
    [false, true, 'premium_plus'],
    [true, true, 'premium_plus'],
  ])('premium=%s plus=%s → %s', (isPremium, isPremiumPlus, tier) => {
    expect(subscriptionStatus({ isPremium, isPremiumPlus })).toBe(tier);
  });

  it('tier schema accepts the three tiers only', () => {
    expect(subscriptionTierSchema.options).toEqual(['basic', 'premium', 'premium_plus']);
    expect(subscriptionTierSchema.safeParse('gold').success).toBe(false);
  });
});

describe('subscription prices', () => {
  it('are the spec naira prices', () => {
    expect(SUBSCRIPTION_PRICES).toEqual({
      premium: { monthly: 2500, yearly: 25000, savings: 5000 },
      premium_plus: { monthly: 5000, yearly: 50000, savings: 10000 },
    });
  });

  it('savings are twelve months minus the yearly price', () => {
    for (const price of Object.values(SUBSCRIPTION_PRICES)) {
      expect(price.monthly * 12 - price.yearly).toBe(price.savings);
    }
  });

  it('converts to kobo', () => {
    expect(subscriptionPriceKobo('premium', 'monthly')).toBe(250_000);
    expect(subscriptionPriceKobo('premium_plus', 'yearly')).toBe(5_000_000);
    expect(subscriptionSavingsKobo('premium_plus')).toBe(1_000_000);
  });
});

describe('storage duration', () => {
  it('holds food 30/60/90 days by tier', () => {
    expect(STORAGE_DURATION_DAYS).toEqual({ basic: 30, premium: 60, premium_plus: 90 });
  });
});

describe('roles', () => {
  it('labels each role', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Administrator',
      'Moderator',
      'User',
      'Rider',
    ]);
  });

  it('schema refuses unknown roles', () => {
    expect(roleSchema.parse('moderator')).toBe('moderator');
    expect(roleSchema.safeParse('owner').success).toBe(false);
  });
});
