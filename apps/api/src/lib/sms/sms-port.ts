/**
 * The one thing the app asks of an SMS provider. `to` is a normalised Nigerian number
 * (`+234…`); each adapter writes it the way its provider wants. Resolves once the provider has
 * accepted the message; rejects with SmsNotSent when it did not, so the caller can say so.
 */
export type SmsPort = {
  sendSms: (to: string, text: string) => Promise<void>;
};

export type SmsProviderName = 'outbox' | 'termii' | 'africastalking';

/**
 * The provider refused the message, answered something we cannot read, or could not be reached.
 * The message says which, for the log; it never holds the text (a verification code).
 */
export class SmsNotSent extends Error {
  constructor(
    readonly provider: SmsProviderName,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'SmsNotSent';
  }
}

/** How long a provider may take to answer before the send counts as failed. */
const SMS_TIMEOUT_MS = 10_000;

/**
 * One HTTP call to a provider: the answer's status and JSON body (null when it is not JSON), or
 * SmsNotSent when nothing came back in time.
 */
export async function callProvider(
  provider: SmsProviderName,
  url: URL,
  init: RequestInit,
  timeoutMs = SMS_TIMEOUT_MS,
): Promise<{ ok: boolean; status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new SmsNotSent(provider, `no answer from ${url.origin} (${(err as Error).name})`);
  }
  const body: unknown = await res.json().catch(() => null);
  return { ok: res.ok, status: res.status, body };
}
