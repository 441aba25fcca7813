import { premiumFlags } from '../auth/premium';
import { lotExpiry } from '../rules/expiry';
import {
  STORAGE_DURATION_DAYS,
  subscriptionStatus,
  type SubscriptionTier,
} from '../rules/subscription';

/**
 * How many days a lot is held when it enters a pantry (docs/architecture.md §3): the storage duration of the
 * owner's tier at that moment (a lapsed paid tier counts as basic), capped by the product's own
 * storage life.
 */
export function lotStorageDays(
  owner: { tier: SubscriptionTier; tierEndsAt: Date | null },
  productStorageLifeDays: number,
  now: Date,
): number {
  const tier = subscriptionStatus(premiumFlags(owner.tier, owner.tierEndsAt, now));
  return Math.min(STORAGE_DURATION_DAYS[tier], productStorageLifeDays);
}

/** The expiry of food entering `owner`'s pantry at `addedAt`. */
export const newLotExpiry = (
  owner: { tier: SubscriptionTier; tierEndsAt: Date | null },
  productStorageLifeDays: number,
  addedAt: Date,
): Date =>
  lotExpiry(
    addedAt,
    lotStorageDays(owner, productStorageLifeDays, addedAt),
    productStorageLifeDays,
  );
