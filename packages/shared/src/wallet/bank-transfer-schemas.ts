import { z } from 'zod';

// Bank transfers into each customer's own account number (docs/decisions/0055): the wallet's
// account card, the sandbox's transfer simulator, and the staff's review queue.

export const BANK_TRANSFER_MESSAGES = {
  accountPending: 'Your account number is being set up.',
  accountNeedsPhone: 'Verify your phone number to get your own account number.',
  accountHint: 'Transfer any amount from any bank app; it lands here in seconds.',
  accountNumberInvalid: 'Enter the 10-digit account number.',
  simulatedAmountInvalid: 'Enter an amount from ₦1 to ₦10,000,000.',
  notFound: 'This transfer was not found.',
  alreadyDecided: 'This transfer has already been decided.',
  notNaira: 'Only a transfer in naira can be credited to a wallet.',
  customerNotFound: 'No customer with this Faza ID.',
  noneFound: 'No new transfer found yet. Transfers usually arrive within a minute.',
} as const;

/** The sandbox provider's partner bank (the API's sandbox-provider.ts names it the same). */
export const SANDBOX_BANK_NAME_TEXT = 'Faza Sandbox Bank';

export const VIRTUAL_ACCOUNT_STATUSES = ['assigned', 'pending', 'phone_unverified'] as const;

/** `GET /api/wallet/account` */
export const walletAccountResponseSchema = z.object({
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  status: z.enum(VIRTUAL_ACCOUNT_STATUSES),
});
export type WalletAccount = z.infer<typeof walletAccountResponseSchema>;

/** `POST /api/wallet/account/requery` ("I've sent money"): what the provider's requery found. */
export const walletRequeryResponseSchema = z.object({
  credited: z.number().int().nonnegative(),
  balance: z.number(),
});

/** `POST /api/wallet/sandbox/transfers`: the sandbox plays a bank paying into an account. */
export const sandboxTransferRequestSchema = z.object({
  accountNumber: z
    .string({ error: BANK_TRANSFER_MESSAGES.accountNumberInvalid })
    .regex(/^[0-9]{10}$/, BANK_TRANSFER_MESSAGES.accountNumberInvalid),
  /** Naira, at most 2 decimals. */
  amount: z
    .number({ error: BANK_TRANSFER_MESSAGES.simulatedAmountInvalid })
    .min(1, BANK_TRANSFER_MESSAGES.simulatedAmountInvalid)
    .max(10_000_000, BANK_TRANSFER_MESSAGES.simulatedAmountInvalid)
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      BANK_TRANSFER_MESSAGES.simulatedAmountInvalid,
    ),
  senderName: z.string().trim().min(1).max(100).default('SANDBOX SENDER'),
  duplicate: z.boolean().default(false),
});
export type SandboxTransferRequest = z.input<typeof sandboxTransferRequestSchema>;

export const sandboxTransferResponseSchema = z.object({
  reference: z.string(),
  /** The HTTP status of each delivery of the signed event to our webhook. */
  deliveries: z.array(z.number().int()),
});

export const INBOUND_TRANSFER_STATES = [
  'received',
  'credited',
  'needs_review',
  'returning',
] as const;

/** Staff console: a transfer into a virtual account. */
export const inboundTransferSchema = z.object({
  id: z.uuid(),
  provider: z.enum(['sandbox', 'paystack']),
  providerReference: z.string(),
  accountNumber: z.string(),
  amountKobo: z.number().int(),
  reportedKobo: z.number().int(),
  currency: z.string(),
  senderName: z.string().nullable(),
  senderBank: z.string().nullable(),
  receivedAt: z.string(),
  state: z.enum(INBOUND_TRANSFER_STATES),
  reviewReason: z.string().nullable(),
  userId: z.uuid().nullable(),
});
export type InboundTransfer = z.infer<typeof inboundTransferSchema>;

export const adminInboundQuerySchema = z.object({
  state: z.enum(INBOUND_TRANSFER_STATES).default('needs_review'),
});
export const inboundIdParamsSchema = z.object({ id: z.uuid(BANK_TRANSFER_MESSAGES.notFound) });
export const adminInboundListResponseSchema = z.object({
  transfers: z.array(inboundTransferSchema),
});
export const adminInboundResponseSchema = z.object({ transfer: inboundTransferSchema });

/** `POST /api/admin/inbound-transfers/{id}/credit`: the customer it was meant for, by Faza ID. */
export const creditInboundRequestSchema = z.object({
  faza: z
    .string({ error: BANK_TRANSFER_MESSAGES.customerNotFound })
    .regex(/^[0-9]{12}$/, BANK_TRANSFER_MESSAGES.customerNotFound),
});
/** `POST /api/admin/inbound-transfers/{id}/return`: why it goes back to the sender. */
export const returnInboundRequestSchema = z.object({
  reason: z.string().trim().min(3).max(500),
});
