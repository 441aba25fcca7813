import { refuse } from './app-error';

type PaystackOptions = { secretKey: string; baseUrl: string; timeoutMs?: number };

/** What Paystack answers: its envelope, and whether the HTTP status was a success. */
type PaystackAnswer<D> = {
  ok: boolean;
  httpStatus: number;
  body: { status?: boolean; message?: string; data?: D } | null;
};

export type PaystackCall<D = Record<string, unknown>> = (
  path: string,
  init?: RequestInit,
) => Promise<PaystackAnswer<D>>;

/**
 * One way to call Paystack's API for every adapter (payments, dedicated accounts, transfers,
 * identification): our secret key, JSON both ways, a deadline, and an unreachable Paystack answered
 * PROVIDER_UNAVAILABLE. Tests point `baseUrl` at a fake server; never the internet.
 */
export function paystackClient<D = Record<string, unknown>>(
  options: PaystackOptions,
): PaystackCall<D> {
  return async (path, init = {}) => {
    let res: Response;
    try {
      res = await fetch(new URL(path, options.baseUrl), {
        ...init,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw refuse('PROVIDER_UNAVAILABLE');
    }
    const body = (await res.json().catch(() => null)) as PaystackAnswer<D>['body'];
    return { ok: res.ok, httpStatus: res.status, body };
  };
}
