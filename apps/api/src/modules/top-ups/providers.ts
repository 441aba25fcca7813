import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { PaymentProvider } from './payment-provider';
import { createPaystackProvider } from './paystack-provider';
import { createSandboxProvider } from './sandbox-provider';
import type { TopUpRow } from './topups-repository';

export type Providers = {
  /** The provider new card top-ups go to (PAYMENT_PROVIDER). */
  current: PaymentProvider;
  /** The provider that holds an existing top-up; null when this server cannot ask it. */
  of: (name: TopUpRow['provider']) => PaymentProvider | null;
};

function createPaymentProvider(config: Config, sql: Sql): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'paystack')
    return createPaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      baseUrl: config.PAYSTACK_BASE_URL,
      preferredBank: config.PAYSTACK_PREFERRED_BANK,
    });
  return createSandboxProvider(sql);
}

export function paymentProviders(config: Config, sql: Sql): Providers {
  const current = createPaymentProvider(config, sql);
  const sandbox = current.name === 'sandbox' ? current : createSandboxProvider(sql);
  return {
    current,
    of: (name) =>
      name === 'sandbox'
        ? sandbox
        : name === 'paystack' && current.name === 'paystack'
          ? current
          : null,
  };
}

/** Our public origin: PUBLIC_URL's, or the address this request came to. */
export const publicOrigin = (config: Config, req: FastifyRequest): string =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${req.protocol}://${req.host}`;
