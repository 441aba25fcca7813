import type { TransactionSql } from '../../db/sql';
import { fillDemoPantries } from '../pantry';
import { premiumFlags } from '@faza/shared';
import { subscribe } from '../subscriptions';
import { creditDemoWallets } from '../top-ups';
import type { DemoAccount } from './demo-accounts';

/**
 * One thing the demo seed gives the demo accounts. Each step runs in its own transaction after the
 * accounts exist, and must be idempotent: `npm run demo` runs every step at every start.
 */
export type DemoSeedStep = {
  name: string;
  run: (tx: TransactionSql, accounts: readonly DemoAccount[]) => Promise<void>;
};

/** Every module's demo data, composed once. The wallet's balance arrives as a ledger top-up. */
export const demoSeedSteps: DemoSeedStep[] = [
  { name: 'pantry', run: fillDemoPantries },
  { name: 'wallet', run: creditDemoWallets },
  { name: 'premium plus', run: demoPremiumPlus },
];

/**
 * The first demo account pays for Premium Plus from its demo wallet (through the ledger, like a
 * member would), so food planning and the week's meal plan can be tried at once. Runs again only
 * once that month has ended.
 */
async function demoPremiumPlus(tx: TransactionSql, accounts: readonly DemoAccount[]) {
  const first = accounts[0];
  if (!first) return;
  const [user] = await tx<
    { subscription_tier: 'basic' | 'premium' | 'premium_plus'; subscription_ends_at: Date | null }[]
  >`
    select subscription_tier, subscription_ends_at from users where id = ${first.id}`;
  if (premiumFlags(user!.subscription_tier, user!.subscription_ends_at).isPremiumPlus) return;
  await subscribe(tx, { userId: first.id, tier: 'premium_plus', period: 'monthly' });
}
