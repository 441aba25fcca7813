import type { FastifyInstance } from 'fastify';
import { adminTopUpsRoutes } from './admin-topups-routes';
import { paystackWebhookRoutes, type TransferEventReceiver } from './paystack-webhook-routes';
import { paymentProviders } from './providers';
import { sandboxRoutes } from './sandbox-routes';
import { topUpRoutes } from './topup-routes';

// The top-ups module: money coming into wallets, by card through a payment provider (behind the
// port in payment-provider.ts) or by bank transfer that staff confirm, credited only by the settle
// step (docs/decisions/0026). Other modules use only what is exported here.
export { creditDemoWallets, DEMO_WALLET_KOBO } from './demo-wallet';
export { topUpJobs } from './topup-expiry';

/** Every top-up route, under /api. */
export async function topUpModuleRoutes(
  app: FastifyInstance,
  opts: {
    receiveTransferEvent?: TransferEventReceiver;
    receivePayoutEvent?: TransferEventReceiver;
  } = {},
) {
  const providers = paymentProviders(app.config, app.sql);
  await app.register(topUpRoutes, { providers });
  await app.register(adminTopUpsRoutes);
  // The sandbox's payment page pays with any test card: it exists only while it is the provider.
  if (providers.current.name === 'sandbox') await app.register(sandboxRoutes, { providers });
  await app.register(paystackWebhookRoutes, { providers, ...opts });
}
export { paymentProviders, type Providers } from './providers';
export { paystackSignatureValid } from './paystack-provider';
export { SANDBOX_BANK_NAME } from './sandbox-provider';
export type { PaymentProvider, TransferEvent, TransferVerdict } from './payment-provider';
export type { TransferEventReceiver } from './paystack-webhook-routes';
