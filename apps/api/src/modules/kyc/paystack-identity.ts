import type { Config } from '../../config';
import { refuse } from '../../lib/app-error';
import { paystackClient } from '../../lib/paystack-client';
import type { IdentityProvider } from './identity-provider';

const unavailable = () => refuse('PROVIDER_UNAVAILABLE');

/**
 * Paystack customer identification (https://paystack.com/docs/identity-verification/validate-customer):
 * `POST /customer` (unless we hold the customer already), then `POST /customer/{code}/identification`
 * with the number and the names on the account; Paystack compares them and answers by webhook.
 * Tests point PAYSTACK_BASE_URL at a fake server; never the internet.
 */
export function createPaystackIdentity(config: Config): IdentityProvider {
  const paystack = paystackClient({
    secretKey: config.PAYSTACK_SECRET_KEY ?? '',
    baseUrl: config.PAYSTACK_BASE_URL,
  });
  const call = async (path: string, body: unknown) => {
    const res = await paystack(path, { method: 'POST', body: JSON.stringify(body) });
    return { ok: res.ok && res.body?.status === true, data: res.body?.data ?? {} };
  };
  return {
    name: 'paystack',
    async ensureCustomer(customer) {
      if (customer.providerCustomer) return customer.providerCustomer;
      const { ok, data } = await call('/customer', {
        email: customer.email,
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: customer.phone,
        metadata: { faza_user_id: customer.userId },
      });
      const code = typeof data.customer_code === 'string' ? data.customer_code : null;
      if (!ok || !code) throw unavailable();
      return code;
    },
    async requestIdentification(r) {
      const { ok } = await call(`/customer/${encodeURIComponent(r.customerCode)}/identification`, {
        country: 'NG',
        type: r.idType,
        value: r.idNumber,
        ...(r.idType === 'bvn' ? { bvn: r.idNumber } : {}),
        first_name: r.firstName,
        last_name: r.lastName,
      });
      if (!ok) throw unavailable();
    },
  };
}
