import { z } from 'zod';
import { nairaToKobo } from './money';

export const SUBSCRIPTION_TIERS = ['basic', 'premium', 'premium_plus'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, string> = {
  basic: 'Basic',
  premium: 'Premium',
  premium_plus: 'Premium Plus',
};

export type PaidTier = Exclude<SubscriptionTier, 'basic'>;
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const billingPeriodSchema = z.enum(BILLING_PERIODS);

/** Premium Plus includes Premium, so a user flagged as both is Premium Plus. */
export const subscriptionStatus = (flags: {
  isPremium: boolean;
  isPremiumPlus: boolean;
}): SubscriptionTier => {
  if (flags.isPremiumPlus) return 'premium_plus';
  if (flags.isPremium) return 'premium';
  return 'basic';
};

/** docs/product-spec.md §3, in naira; savings = 12 months minus the yearly price. */
export const SUBSCRIPTION_PRICES = {
  premium: { monthly: 2500, yearly: 25000, savings: 5000 },
  premium_plus: { monthly: 5000, yearly: 50000, savings: 10000 },
} as const satisfies Record<PaidTier, Record<BillingPeriod | 'savings', number>>;

/** Price in kobo, for charging the wallet ledger. */
export const subscriptionPriceKobo = (tier: PaidTier, period: BillingPeriod): number =>
  nairaToKobo(SUBSCRIPTION_PRICES[tier][period]);

export const subscriptionSavingsKobo = (tier: PaidTier): number =>
  nairaToKobo(SUBSCRIPTION_PRICES[tier].savings);

/**
 * How long we hold purchased food, per tier (docs/architecture.md §3: the one config table). A lot's expiry is
 * still capped by the product's own storage life (see `lotExpiry`).
 */
export const STORAGE_DURATION_DAYS: Record<SubscriptionTier, number> = {
  basic: 30,
  premium: 60,
  premium_plus: 90,
};

export const ROLES = ['admin', 'moderator', 'user', 'rider'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  moderator: 'Moderator',
  user: 'User',
  rider: 'Rider',
};
