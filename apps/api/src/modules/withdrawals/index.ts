import type { FastifyInstance } from 'fastify';
import { adminWithdrawalRoutes } from './admin-withdrawal-routes';
import { bankRoutes } from './bank-routes';
import { receivePayoutEvent } from './payout-actions';
import { payoutsProvider } from './payout-providers';
import { sandboxPayoutWebhookRoutes } from './sandbox-webhook-routes';
import { withdrawalRoutes } from './withdrawal-routes';

// The withdrawals module (docs/decisions/0062-withdrawals.md): money out of wallets to Nigerian
// bank accounts through the payouts port (Paystack Transfers, or the sandbox bank), held in the
// ledger until the provider settles, returned on failure or reversal; the staff's approvals of
// large ones. Other modules use only what is exported here.
export { withdrawalJobs } from './payout-jobs';

/**
 * A signed provider event, for the Paystack webhook (the top-ups module's): a `transfer.*` event is
 * received here; anything else answers false and stays the caller's.
 */
export const payoutEventReceiver = (app: FastifyInstance) => {
  const provider = payoutsProvider(app.config, app.sql);
  return (body: unknown, log: { error: (m: string) => void; warn: (m: string) => void }) =>
    receivePayoutEvent(app.sql, provider, body, log);
};

/** Every withdrawal route, under /api. */
export async function withdrawalModuleRoutes(app: FastifyInstance) {
  const provider = payoutsProvider(app.config, app.sql);
  await app.register(bankRoutes, { provider });
  await app.register(withdrawalRoutes, { provider });
  await app.register(adminWithdrawalRoutes);
  if (provider.name === 'sandbox') await app.register(sandboxPayoutWebhookRoutes, { provider });
}
