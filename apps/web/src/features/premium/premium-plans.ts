import {
  formatNaira,
  PATHS,
  STORAGE_DURATION_DAYS,
  SUBSCRIPTION_PRICES,
  SUBSCRIPTION_TIER_LABELS,
  type BillingPeriod,
  type PaidTier,
  type SubscriptionTier,
} from '@faza/shared';

export type Plan = { tier: PaidTier; name: string; tagline: string; benefits: string[] };

/**
 * docs/product-spec.md §1 benefits, in its words; the storage figure comes from the one config
 * table. A benefit is sold only once it works: `live` is set in the change that builds it, and the
 * plan cards list only live benefits (docs/decisions/0029-premium-sells-only-what-works.md).
 */
export const BENEFITS: readonly { tier: PaidTier; text: string; live: boolean; href?: string }[] = [
  { tier: 'premium', text: 'Priority delivery', live: true, href: PATHS.deliveries },
  {
    tier: 'premium',
    text: `Extended pantry storage (${STORAGE_DURATION_DAYS.premium} days instead of ${STORAGE_DURATION_DAYS.basic})`,
    live: true,
  },
  { tier: 'premium', text: 'Food planning assistance', live: true, href: PATHS.plan },
  { tier: 'premium', text: 'Monthly food analytics', live: true, href: PATHS.insights },
  // Food circles (docs/decisions/0043-food-circles.md): Premium runs one open circle at a time.
  { tier: 'premium', text: 'Basic contribution features', live: true, href: PATHS.circles },
  { tier: 'premium_plus', text: 'Everything in Premium', live: true },
  {
    tier: 'premium_plus',
    text: `Pantry storage for ${STORAGE_DURATION_DAYS.premium_plus} days`,
    live: true,
  },
  { tier: 'premium_plus', text: 'Unlimited contributions', live: true, href: PATHS.circles },
  { tier: 'premium_plus', text: 'Advanced food planning', live: true, href: PATHS.planWeek },
  { tier: 'premium_plus', text: 'Bulk purchase discounts', live: true, href: PATHS.shop },
  { tier: 'premium_plus', text: 'A personal food consultant', live: true, href: PATHS.help },
  { tier: 'premium_plus', text: 'Custom meal planning', live: true, href: PATHS.planWeek },
  { tier: 'premium_plus', text: 'Premium customer support', live: true, href: PATHS.help },
];

/** Where a benefit lives in the app, for the plan card's link; undefined when it has no page. */
export const benefitHref = (text: string): string | undefined =>
  BENEFITS.find((b) => b.text === text)?.href;

const liveBenefits = (tier: PaidTier): string[] =>
  BENEFITS.filter((b) => b.tier === tier && b.live).map((b) => b.text);

export const PLANS: readonly Plan[] = [
  {
    tier: 'premium',
    name: SUBSCRIPTION_TIER_LABELS.premium,
    tagline: 'For households that shop and store every month.',
    benefits: liveBenefits('premium'),
  },
  {
    tier: 'premium_plus',
    name: SUBSCRIPTION_TIER_LABELS.premium_plus,
    tagline:
      'Everything in Premium, with the longest storage, your own food consultant and support first in line.',
    benefits: liveBenefits('premium_plus'),
  },
];

/** The price line of a plan for a period: '₦2,500 / month' or '₦25,000 / year'. */
export function priceLabel(tier: PaidTier, period: BillingPeriod): string {
  const naira = SUBSCRIPTION_PRICES[tier][period];
  return `${formatNaira(naira * 100)} / ${period === 'monthly' ? 'month' : 'year'}`;
}

/** docs/product-spec.md §3 savings of paying yearly: 'Save ₦5,000 a year'. */
export function yearlySavingLabel(tier: PaidTier): string {
  return `Save ${formatNaira(SUBSCRIPTION_PRICES[tier].savings * 100)} a year`;
}

/**
 * What Subscribe does for someone on `current`: start a plan, extend the same one from its end
 * date, upgrade Premium to Premium Plus (unused days credited back), or nothing (Premium while on
 * Premium Plus, which the API refuses).
 */
export type PlanAction = 'subscribe' | 'extend' | 'upgrade' | 'unavailable';

export function planAction(current: SubscriptionTier, tier: PaidTier): PlanAction {
  if (current === 'basic') return 'subscribe';
  if (current === tier) return 'extend';
  return current === 'premium' ? 'upgrade' : 'unavailable';
}

export const ACTION_LABELS: Record<PlanAction, string> = {
  subscribe: 'Subscribe',
  extend: 'Extend',
  upgrade: 'Upgrade',
  unavailable: 'Included in your plan',
};

const longDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '23 December 2026' in the phone's time zone; '' for a bad date. */
export function formatPlanDate(iso: string, format: Intl.DateTimeFormat = longDate): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
