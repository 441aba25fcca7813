// The port every payout provider implements (Paystack Transfers, the sandbox); payout-providers.ts
// picks one the way PAYMENT_PROVIDER picks the card provider. Kept apart from the card top-up port:
// money out has its own calls, its own events and its own failures (docs/decisions/0062).

export type PayoutBank = { code: string; name: string };

/** What the provider says about a transfer we asked for, by our reference (never the event). */
export type PayoutVerdict =
  | { status: 'success' | 'failed' | 'reversed'; amountKobo: number; reason: string | null }
  | { status: 'pending' }
  /** The provider holds no transfer with this reference (never initiated, or refused at once). */
  | { status: 'unknown' };

type TransferInput = {
  /** Ours, unique per withdrawal: a second initiation with it is refused by the provider. */
  reference: string;
  amountKobo: number;
  recipientCode: string;
  reason: string;
};

export interface PayoutsProvider {
  readonly name: 'sandbox' | 'paystack';
  /** Nigerian banks the provider pays to (Paystack: GET /bank?country=nigeria). */
  listBanks(): Promise<PayoutBank[]>;
  /** The account holder's name as the bank reports it, or null when there is no such account. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<string | null>;
  /** A transfer recipient for the account (Paystack: POST /transferrecipient). */
  createRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<string>;
  /** Asks for the payout (Paystack: POST /transfer); `duplicate` when the reference was used. */
  initiateTransfer(
    input: TransferInput,
  ): Promise<{ transferCode: string | null; status: string; duplicate: boolean }>;
  /** Paystack: GET /transfer/verify/:reference. */
  verifyTransfer(reference: string): Promise<PayoutVerdict>;
}

/** A payout event read from a webhook body; nothing in it is trusted but the reference. */
export type PayoutEvent = { event: 'success' | 'failed' | 'reversed'; reference: string };

const EVENTS = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
} as const;

/** Paystack's `transfer.success|failed|reversed` event (the sandbox sends the same), or null. */
export function payoutEventOf(body: unknown): PayoutEvent | null {
  if (typeof body !== 'object' || body === null) return null;
  const { event, data } = body as { event?: unknown; data?: { reference?: unknown } };
  if (typeof event !== 'string' || !(event in EVENTS)) return null;
  const reference = data?.reference;
  if (typeof reference !== 'string' || !reference || reference.length > 100) return null;
  return { event: EVENTS[event as keyof typeof EVENTS], reference };
}
