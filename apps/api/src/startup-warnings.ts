import type { Config } from './config';

/**
 * The README's placeholder bank account (an all-zero account number, or the default bank name):
 * invoices and bank top-ups then show details nobody can pay into, so screens mark them.
 */
export const bankDetailsArePlaceholders = (
  config: Pick<Config, 'BANK_NAME' | 'BANK_ACCOUNT_NUMBER'>,
): boolean => /^0+$/.test(config.BANK_ACCOUNT_NUMBER) || config.BANK_NAME === 'Faza Demo Bank';

/**
 * Settings that start fine but are probably a mistake, each as one line for the start-up log:
 * a production server reachable from other machines without PUBLIC_URL, which builds emailed links
 * from localhost and cannot mark cookies Secure; production with placeholder bank details; the
 * sandbox allowed on a public server; a request to log email bodies that production ignores.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && !isLoopback(config.HOST)) {
    warnings.push(
      `PUBLIC_URL is not set while listening on ${config.HOST}: emailed links will point to http://localhost:${config.PORT} and cookies are not Secure. Set PUBLIC_URL to the public https:// address.`,
    );
  }
  if (config.NODE_ENV === 'production' && bankDetailsArePlaceholders(config)) {
    warnings.push(
      'BANK_NAME / BANK_ACCOUNT_NAME / BANK_ACCOUNT_NUMBER are the placeholders: invoices and bank top-ups show an account nobody can pay into. Set all three.',
    );
  }
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.PUBLIC_URL) {
    warnings.push(
      `SANDBOX_PAYMENTS=allow: card top-ups on ${config.PUBLIC_URL} go to the sandbox, and any test card credits wallets with test money. Set PAYMENT_PROVIDER=paystack for real payments.`,
    );
  }
  if (config.NODE_ENV === 'production' && config.MAIL_LOG_BODIES) {
    warnings.push(
      'MAIL_LOG_BODIES is ignored in production: emails carry codes and reset links, which must not reach the logs. Read them in the outbox folder.',
    );
  }
  return warnings;
}

function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}
