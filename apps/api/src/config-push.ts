import { z } from 'zod';

/** Google's FCM, Mozilla's autopush, Apple's and Microsoft's web push services. */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

// A host name, or `*.` and a name of at least two labels (never `*.com` or `*`).
const HOST_PATTERN = /^(\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

const commaList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Web push (docs/decisions/0046-push-endpoints.md): which push services a browser's subscription
 * may point at, how many pushes one process sends at once, and the test-only fake service.
 */
export const pushEnv = {
  /**
   * The push services' host names (comma-separated; `*.example.com` is any name under it). A
   * subscription whose endpoint is not https on port 443 at one of them is refused.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS)
    .transform((value, ctx) => {
      const hosts = commaList(value.toLowerCase());
      const bad = hosts.filter(
        (h) => !HOST_PATTERN.test(h) || (h.startsWith('*.') && h.split('.').length < 3),
      );
      if (hosts.length === 0 || bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be host names, comma-separated, each optionally starting with "*." (bad: ${bad.join(', ') || 'none given'})`,
        });
        return z.NEVER;
      }
      return hosts;
    }),
  /** Pushes one process has in flight at once; the rest wait their turn. */
  PUSH_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(256).default(16),
  /**
   * Tests only (refused unless NODE_ENV=test): origins (scheme://host:port) of local fake push
   * services, accepted as well as the push services above, on any address.
   */
  PUSH_TEST_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = commaList(value ?? '');
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `${origin} is not an origin (scheme://host:port)`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
};
