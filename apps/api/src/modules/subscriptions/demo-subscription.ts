import { premiumFlags, type SubscriptionTier } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { subscribe } from './subscriptions';

/**
 * Demo seed step: the first demo account is a Premium member, so `/insights` shows her own month.
 * Paid from her demo wallet through the one subscribe step (ledger transfer, period, tier); when
 * the month runs out a later `npm run demo` pays for the next one.
 */
export async function subscribeDemoMember(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  const first = accounts[0];
  if (!first) return;
  const [user] = await tx<
    { subscription_tier: SubscriptionTier; subscription_ends_at: Date | null }[]
  >`select subscription_tier, subscription_ends_at from users where id = ${first.id}`;
  if (premiumFlags(user!.subscription_tier, user!.subscription_ends_at).isPremium) return;
  await subscribe(tx, { userId: first.id, tier: 'premium', period: 'monthly' });
}
