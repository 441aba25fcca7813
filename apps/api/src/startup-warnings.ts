import type { Config } from './config';

/**
 * Settings that start fine but are probably a mistake, each as one line for the start-up log. Today:
 * a production server reachable from other machines without PUBLIC_URL, which builds emailed links
 * from localhost and cannot mark cookies Secure.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && !isLoopback(config.HOST)) {
    warnings.push(
      `PUBLIC_URL is not set while listening on ${config.HOST}: emailed links will point to http://localhost:${config.PORT} and cookies are not Secure. Set PUBLIC_URL to the public https:// address.`,
    );
  }
  return warnings;
}

function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}
