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

/** A customer's dedicated virtual account (Paystack's Dedicated Virtual Account, a NUBAN). */
type VirtualAccount = {
  accountNumber: string;
  bankName: string;
  accountName: string;
  /** The provider's customer (Paystack's customer_code), kept so a retry reuses it. */
  providerCustomer: string;
};

type VirtualAccountCustomer = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** A customer the provider already holds (an earlier attempt created it). */
  providerCustomer: string | null;
};

/** A transfer into a virtual account, as the provider's event or its requery tells it. */
export type TransferEvent = {
  reference: string;
  accountNumber: string;
  amountKobo: number;
  currency: string;
  senderName: string | null;
  senderBank: string | null;
  receivedAt: Date;
};

/** What the provider says about a transfer when asked again (never taken from the event). */
export type TransferVerdict =
  | { status: 'success'; amountKobo: number; currency: string; accountNumber: string | null }
  | { status: 'unknown' };

/** Card top-up providers behind one interface; PAYMENT_PROVIDER picks one (providers.ts). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paystack';
  /** Registers the payment; answers the URL the client opens in a 500×600 window. */
  initialize(input: InitializeInput): Promise<{ paymentUrl: string }>;
  verify(reference: string): Promise<ProviderVerdict>;
  /** Creates (or reuses) the provider's customer and assigns it a dedicated account number. */
  assignVirtualAccount(customer: VirtualAccountCustomer): Promise<VirtualAccount>;
  /** Re-checks a transfer into a virtual account by the provider's reference. */
  verifyTransfer(reference: string): Promise<TransferVerdict>;
  /**
   * Asks the provider for transfers into an account it may not have told us about. Paystack's
   * requery re-sends their webhooks itself (answers []); the sandbox answers its own records.
   */
  requeryTransfers(accountNumber: string): Promise<TransferEvent[]>;
}
