import { premiumFlags, type AuthUser } from '@faza/shared';
import type { UserRow } from './users-repository';

/** The spec-shaped user of sign-in and `auth/me`. */
export function toAuthUser(row: UserRow, now = new Date()): AuthUser {
  const flags = premiumFlags(row.subscription_tier, row.subscription_ends_at, now);
  return {
    user_id: row.id,
    wallet_id: row.wallet_id,
    faza: row.faza,
    role: row.role,
    is_premium: flags.isPremium,
    is_premium_plus: flags.isPremiumPlus,
    has_wallet: row.wallet_id !== null,
    email: row.email,
    'phone-number': row.phone,
    name: row.display_name,
    'first-name': row.first_name,
    'last-name': row.last_name,
    email_verified: row.email_verified_at !== null,
    phone_verified: row.phone_verified_at !== null,
    subscription_tier: row.subscription_tier,
    subscription_ends_at: row.subscription_ends_at?.toISOString() ?? null,
  };
}

/** docs/product-spec.md §3: the name is taken from the email — its local part. */
export const displayNameFromEmail = (email: string): string => email.split('@')[0] || email;
