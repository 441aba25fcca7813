import type { FastifyInstance } from 'fastify';
import { paymentProviders } from '../top-ups';
import { adminInboundRoutes } from './admin-inbound-routes';
import { sandboxWebhookRoutes } from './sandbox-webhook-routes';
import { receiveTransferEvent } from './transfer-actions';
import { walletAccountRoutes } from './wallet-account-routes';

// The bank-transfers module (docs/decisions/0055-dedicated-virtual-accounts.md): each customer's
// own account number at the provider's partner bank, transfers into it re-checked, stored once and
// credited through the ledger, waiting bank-transfer orders paid by the money arriving, and the
// staff's review of what cannot be credited blindly. Other modules use only what is exported here.
export { bankTransferJobs } from './bank-transfer-jobs';
/** `GET /api/wallet/account`'s answer, for the wallet page drawn on the server. */
export { walletAccount } from './transfer-actions';

/**
 * A signed provider event, for the Paystack webhook (the top-ups module's): a transfer into a
 * dedicated account is received here; anything else answers false and stays the caller's.
 */
export const transferEventReceiver =
  (app: FastifyInstance) =>
  (body: unknown, log: { error: (m: string) => void; warn: (m: string) => void }) =>
    receiveTransferEvent(app.sql, paymentProviders(app.config, app.sql).current, body, log);

/** Every bank-transfer route, under /api. */
export async function bankTransferModuleRoutes(app: FastifyInstance) {
  const providers = paymentProviders(app.config, app.sql);
  await app.register(walletAccountRoutes, { providers });
  await app.register(adminInboundRoutes);
  if (providers.current.name === 'sandbox') await app.register(sandboxWebhookRoutes, { providers });
}
