import type { SubscriptionTier } from '../rules/subscription';

export type PremiumFlags = { isPremium: boolean; isPremiumPlus: boolean };

/**
 * docs/architecture.md §3: the stored tier and its end date decide the spec's flags. A paid tier counts until
 * its end date (no end date: until staff change it); Premium Plus includes Premium, so both flags
 * are set for it.
 */
export const premiumFlags = (
  tier: SubscriptionTier,
  endsAt: Date | null,
  now: Date = new Date(),
): PremiumFlags => {
  const active = tier !== 'basic' && (endsAt === null || endsAt.getTime() > now.getTime());
  return { isPremium: active, isPremiumPlus: active && tier === 'premium_plus' };
};
