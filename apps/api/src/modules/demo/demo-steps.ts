import type { TransactionSql } from '../../db/sql';
import { placeDemoOrders } from '../orders';
import { fillDemoPantries } from '../pantry';
import { subscribeDemoMember } from '../subscriptions';
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
 * subscription and the checkout are paid from it.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  { name: 'pantry', run: fillDemoPantries },
  { name: 'wallet', run: creditDemoWallets },
  // The first account, Premium and with a checkout of her own, shows /insights with real figures.
  { name: 'premium', run: subscribeDemoMember },
  { name: 'orders', run: placeDemoOrders },
];
