import type { Config } from '../../config';

/**
 * Why `npm run demo` must not seed this server, or null. The demo accounts' password is in the
 * README and their wallets are credited with money nobody paid: fine wherever wallets hold test
 * money anyway (no PUBLIC_URL, or the sandbox provider, which a public server only keeps with
 * SANDBOX_PAYMENTS=allow), never beside real payments.
 */
export function demoRefusal(
  config: Pick<Config, 'PUBLIC_URL' | 'PAYMENT_PROVIDER'>,
): string | null {
  if (!config.PUBLIC_URL || config.PAYMENT_PROVIDER === 'sandbox') return null;
  return `npm run demo creates accounts whose password is in the README, with wallets full of money nobody paid: not on ${config.PUBLIC_URL}, which takes real payments. Use npm start there.`;
}
