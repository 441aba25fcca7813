import type { App } from '../src/app';
import { createAuthTestApp } from './auth-helpers';
import { PAYSTACK_SECRET, startFakePaystack } from './fake-paystack';

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;

/**
 * A test app whose payment provider is Paystack, pointed at a fake Paystack server started for it.
 * `env` adds or overrides settings, `beforeReady` runs on the app before it starts; close both with
 * `close()`.
 */
export async function createPaystackTestApp(
  options: {
    verifyDelayMs?: number;
    env?: Record<string, string>;
    beforeReady?: (app: App) => void | Promise<void>;
  } = {},
) {
  const paystack = await startFakePaystack({ verifyDelayMs: options.verifyDelayMs ?? 30 });
  const ctx = await createAuthTestApp(
    {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      ...options.env,
    },
    options.beforeReady,
  );
  return {
    ctx,
    paystack,
    close: async () => {
      await ctx.close();
      await paystack.close();
    },
  };
}
