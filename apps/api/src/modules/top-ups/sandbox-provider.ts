import type { Queryable } from '../../db/transaction';
import type { PaymentProvider, ProviderVerdict } from './payment-provider';

export const sandboxPaymentPath = (reference: string) =>
  `/api/wallet/sandbox/pay/${encodeURIComponent(reference)}`;

/**
 * The built-in provider (the default; no network): its payment page is served by our API
 * (sandbox-routes.ts) and records each payment in `sandbox_payments`, which `verify` reads as a
 * real provider's API would be asked.
 */
export function createSandboxProvider(db: Queryable): PaymentProvider {
  return {
    name: 'sandbox',
    initialize: async ({ reference, origin }) => ({
      paymentUrl: `${origin}${sandboxPaymentPath(reference)}`,
    }),
    verify: async (reference): Promise<ProviderVerdict> => {
      const [paid] = await db<
        {
          status: 'success' | 'failed';
          amount_kobo: number;
          currency: string;
          gateway_response: string;
        }[]
      >`select status, amount_kobo, currency, gateway_response
        from sandbox_payments where reference = ${reference}`;
      // The sandbox page pays in one step: no row means nobody paid (yet).
      if (!paid) return { status: 'abandoned' };
      if (paid.status === 'failed') return { status: 'failed', reason: paid.gateway_response };
      return { status: 'success', amountKobo: paid.amount_kobo, currency: paid.currency };
    },
  };
}
