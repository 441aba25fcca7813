import type { FastifyInstance } from 'fastify';
import { adminTopUpsRoutes } from './admin-topups-routes';
import { paystackWebhookRoutes } from './paystack-webhook-routes';
import { paymentProviders } from './providers';
import { sandboxRoutes } from './sandbox-routes';
import { subscriptionRoutes } from './subscription-routes';
import { topUpRoutes } from './topup-routes';
import { walletRoutes } from './wallet-routes';

// The wallet module (issue 9): a double-entry ledger, top-ups, sends and subscriptions. Other
// modules use only what is exported here.
export { createWallet } from './wallet-accounts';
export { payOrderFromWallet } from './pay-order';
export { creditDemoWallets, DEMO_WALLET_KOBO } from './demo-wallet';
export { checkLedger, type LedgerCheck } from './ledger-check';
export { insufficientBalance } from './ledger';
export { walletJobs, EXPIRE_TOPUPS_TASK, TOPUP_EXPIRY_MINUTES } from './topup-expiry';

/** Every wallet route, under /api. */
export async function walletModuleRoutes(app: FastifyInstance) {
  const providers = paymentProviders(app.config, app.sql);
  await app.register(walletRoutes);
  await app.register(topUpRoutes, { providers });
  await app.register(subscriptionRoutes);
  await app.register(adminTopUpsRoutes);
  await app.register(sandboxRoutes, { providers });
  await app.register(paystackWebhookRoutes, { providers });
}
