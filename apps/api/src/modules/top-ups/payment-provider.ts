// The port every card top-up provider implements (sandbox, Paystack); providers.ts picks one.

/**
 * What a provider says about a reference when asked (never taken from the browser). `pending`: a
 * payment is under way (the customer is paying, the bank is processing). `abandoned`: the provider
 * holds no payment for it (never started, or left unpaid); the customer may still pay, so only the
 * expiry job acts on it, and only once the top-up is old.
 */
export type ProviderVerdict =
  | { status: 'success'; amountKobo: number; currency: string }
  | { status: 'failed'; reason: string }
  | { status: 'pending' }
  | { status: 'abandoned' };

type InitializeInput = {
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the provider sends the payment window back: our /wallet?reference=… */
  callbackUrl: string;
  /** Our public origin (PUBLIC_URL, or the address the request came to). */
  origin: string;
};

/** Card top-up providers behind one interface; PAYMENT_PROVIDER picks one (providers.ts). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  /** Registers the payment; answers the URL the client opens in a 500×600 window. */
  initialize(input: InitializeInput): Promise<{ paymentUrl: string }>;
  verify(reference: string): Promise<ProviderVerdict>;
}
