import type { FastifyInstance } from 'fastify';
import { adminKycRoutes } from './admin-kyc-routes';
import { receiveIdentityEvent } from './identity-actions';
import { sandboxIdentityWebhookRoutes } from './identity-webhook-routes';
import { kycRoutes } from './kyc-routes';
import { writeTierLimits } from './limits-repository';
import { createPaystackIdentity } from './paystack-identity';
import { createSandboxIdentity } from './sandbox-identity';

// The kyc module (docs/decisions/0063-verification-tiers-and-limits.md): every account's tier,
// the Central Bank's limits on money in, out and held, checked in the transaction that moves the
// money, and the two ways up: a BVN or NIN checked by the identity provider, and a proof of
// address staff approve. Other modules use only what is exported here.
export { assertWithinLimits, limitsVerdict, recipientLimitsCheck } from './limits';
export { verifyDemoTiers } from './demo-tiers';

/**
 * A signed Paystack event, for the Paystack webhook (the top-ups module's): a customer
 * identification result is decided here (answers true); anything else answers false.
 */
export const identityEventReceiver =
  (app: FastifyInstance) => (body: unknown, log: { warn: (m: string) => void }) =>
    receiveIdentityEvent(app.sql, 'paystack', body, log);

/** Every kyc route, under /api; the configured limits are written for every check to read. */
export async function kycModuleRoutes(app: FastifyInstance) {
  await writeTierLimits(app.sql, app.config);
  const identity =
    app.config.PAYMENT_PROVIDER === 'paystack'
      ? createPaystackIdentity(app.config)
      : createSandboxIdentity(app);
  await app.register(kycRoutes, { identity });
  await app.register(adminKycRoutes);
  if (identity.name === 'sandbox') await app.register(sandboxIdentityWebhookRoutes);
}
