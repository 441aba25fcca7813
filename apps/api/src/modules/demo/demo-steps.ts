import type { TransactionSql } from '../../db/sql';
import { fillDemoCircle } from '../circles';
import { makeDemoRider } from '../deliveries';
import { placeDemoOrders } from '../orders';
import { verifyDemoTiers } from '../kyc';
import { fillDemoPantries } from '../pantry';
import { DEMO_SUPPORT_ACCOUNTS, fillDemoSupport } from '../support';
import { subscribeDemoPremiumPlus } from '../subscriptions';
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

/**
 * Every module's demo data, composed once. The wallet's balance arrives as a ledger top-up; the
 * first account then pays for Premium Plus from it, so one demo account is a member, and checks out
 * once from it, so `/insights` shows her own month.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  // Tier 2 first: the demo balance is a day's money in at Tier 1 (docs/decisions/0063).
  { name: 'tiers', run: verifyDemoTiers },
  { name: 'pantry', run: fillDemoPantries },
  { name: 'wallet', run: creditDemoWallets },
  { name: 'support', run: fillDemoSupport },
  { name: 'rider', run: makeDemoRider },
  { name: 'premium-plus', run: subscribeDemoPremiumPlus },
  // The first account, a member with a checkout of her own, shows /insights with real figures.
  { name: 'orders', run: placeDemoOrders },
  // Adaeze (Premium Plus) runs a food circle that Ngozi has joined (docs/decisions/0043).
  {
    name: 'circles',
    run: async (tx, accounts) => {
      const ngozi = accounts.find((a) => a.email === DEMO_SUPPORT_ACCOUNTS[0].email);
      if (accounts[0] && ngozi) await fillDemoCircle(tx, accounts[0].id, ngozi.id);
    },
  },
];
