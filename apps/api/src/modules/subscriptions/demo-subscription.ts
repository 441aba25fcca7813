import { premiumFlags, type SubscriptionTier } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { subscribe } from './subscriptions';

/**
 * Demo seed step: the first demo account (Adaeze) is a Premium Plus member, so its benefits (bulk
 * purchase discounts at checkout above all) can be tried at once, beside a basic account (Bola)
 * that sees what it would save. She pays the monthly price from her demo wallet through the
 * ledger like any member, and only when she is not already Plus: a later start renews a lapsed
 * month and otherwise does nothing.
 */
export async function subscribeDemoPremiumPlus(
  tx: TransactionSql,
  accounts: readonly { id: string }[],
): Promise<void> {
  const member = accounts[0];
  if (!member) return;
  const [user] = await tx<{ tier: SubscriptionTier; ends_at: Date | null }[]>`
    select subscription_tier as tier, subscription_ends_at as ends_at from users
     where id = ${member.id}`;
  if (!user || premiumFlags(user.tier, user.ends_at).isPremiumPlus) return;
  await subscribe(tx, { userId: member.id, tier: 'premium_plus', period: 'monthly' });
}
