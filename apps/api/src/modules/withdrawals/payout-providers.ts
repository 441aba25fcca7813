import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import { createPaystackPayouts } from './paystack-payouts';
import type { PayoutsProvider } from './payouts-port';
import { createSandboxPayouts } from './sandbox-payouts';

/** The payout provider, chosen by PAYMENT_PROVIDER like the card provider (config.ts checks keys). */
export function payoutsProvider(config: Config, sql: Sql): PayoutsProvider {
  if (config.PAYMENT_PROVIDER === 'paystack')
    return createPaystackPayouts({
      secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      baseUrl: config.PAYSTACK_BASE_URL,
    });
  return createSandboxPayouts(sql);
}
