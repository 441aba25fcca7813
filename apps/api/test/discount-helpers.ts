import type { Sql } from '../src/db/sql';
import type { SubscriptionTier } from '@faza/shared';

/** The seeded default rule of migration 026: 5 % off lines of 25 base units or more. */
export const DEFAULT_RULE_ID = '00000000-0000-4000-8000-000000000026';

/**
 * Two 25 kg bags of rice (5 % off: ₦92,000 − ₦4,600) and one 5 kg bag (below the size: no
 * discount). List ₦101,600; a Premium Plus member pays ₦97,000.
 */
export const BULK_ORDER = {
  items: [
    { name: 'Foreign parboiled rice', 'quantity-type': '25kg', quantity: 2 },
    { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 1 },
  ],
  'payment-method': 'wallet' as 'wallet' | 'bank_transfer',
};
export const BULK_LIST_KOBO = 10_160_000;
export const BULK_DISCOUNT_KOBO = 460_000;
export const BULK_PLUS_KOBO = BULK_LIST_KOBO - BULK_DISCOUNT_KOBO;

/** Gives the user a tier straight in the database: `days` from now (negative: lapsed). */
export async function setTier(sql: Sql, userId: string, tier: SubscriptionTier, days = 30) {
  await sql`update users set subscription_tier = ${tier},
                             subscription_ends_at = ${tier === 'basic' ? null : sql`now() + ${`${days} days`}::interval`}
             where id = ${userId}`;
}
