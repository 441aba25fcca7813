import { z } from 'zod';
import { fazaInputSchema } from '../pantry/schemas';
import {
  BILLING_PERIODS,
  billingPeriodSchema,
  subscriptionTierSchema,
} from '../rules/subscription';
import { TOP_UP_METHODS, topUpAmountError } from '../rules/top-up';
import { WALLET_MESSAGES } from './messages';
import { SEND_NOTE_MAX_LENGTH, sendAmountSchema } from './send-amount';

// The wallet API contract. Field names are snake_case like /api/auth/me; money is kobo
// (`amount`, `*_kobo`) except where the spec reads naira (`balance`, the top-up request `amount`).

const isoDate = z.string();
const kobo = z.number().int().nonnegative();
const signedKobo = z.number().int();

// ——— Requests ———

/** `POST /api/wallet/topup`: naira as a JSON number (strings are refused, see sendAmountSchema). */
export const topUpRequestSchema = z.object({
  amount: z.number({ error: WALLET_MESSAGES.topUpInvalid }).superRefine((naira, ctx) => {
    const message = topUpAmountError(naira);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  method: z.enum(TOP_UP_METHODS, { error: WALLET_MESSAGES.topUpMethod }),
});
export type TopUpRequest = z.input<typeof topUpRequestSchema>;

/** `POST /api/wallet/send`. */
export const walletSendRequestSchema = z.object({
  faza: fazaInputSchema,
  amount: sendAmountSchema,
  note: z.string().trim().max(SEND_NOTE_MAX_LENGTH, WALLET_MESSAGES.noteTooLong).optional(),
});
export type WalletSendRequest = z.input<typeof walletSendRequestSchema>;

export const WALLET_DIRECTIONS = ['all', 'incoming', 'outgoing'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];

/** `GET /api/wallet/transactions?cursor=&direction=&limit=` */
export const walletTransactionsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,17}\.[0-9a-f-]{36}$/, WALLET_MESSAGES.cursorInvalid)
    .optional(),
  direction: z.enum(WALLET_DIRECTIONS).default('all'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;

export const walletBalanceParamsSchema = z.object({ id: z.uuid(WALLET_MESSAGES.walletNotFound) });

/** `POST /api/wallet/verify/{reference}/{userId}` (docs/product-spec.md §7). */
export const verifyTopUpParamsSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, WALLET_MESSAGES.topUpNotFound),
  userId: z.uuid(WALLET_MESSAGES.topUpNotFound),
});

export const PAID_TIERS = ['premium', 'premium_plus'] as const;
/** `POST /api/user/subscribe/{type}` */
export const subscribeParamsSchema = z.object({
  type: z.enum(PAID_TIERS, { error: WALLET_MESSAGES.subscriptionTypeInvalid }),
});
export const subscribeRequestSchema = z.object({
  period: z.enum(BILLING_PERIODS, { error: WALLET_MESSAGES.subscriptionPeriodInvalid }),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

// ——— Responses ———

/** `GET /api/wallet/balance/{id}`: the spec reads the data as a number of naira. */
export const walletBalanceResponseSchema = z.number();

/**
 * `expired`: a card top-up still unpaid an hour after it began, which the provider says was
 * abandoned (never paid). It is still credited if the provider later reports it paid, as is a
 * `failed` card top-up. `needs_review`: nothing credited, staff decide (the provider reported a
 * payment that does not match the top-up).
 */
export const TOP_UP_STATUSES = ['pending', 'success', 'failed', 'expired', 'needs_review'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** A top-up as its owner and staff see it. */
export const topUpSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Kobo. */
  amount: kobo,
  status: z.enum(TOP_UP_STATUSES),
  method: z.enum(TOP_UP_METHODS),
  /** Why it failed (declined, rejected by staff…); null otherwise. */
  failure_reason: z.string().nullable(),
  /** Kobo that arrived and was credited (a bank transfer may differ from `amount`); null until then. */
  received: kobo.nullable(),
  /** Why it went to staff review (a mismatched payment); null if it never did. */
  review_reason: z.string().nullable(),
  created_at: isoDate,
  credited_at: isoDate.nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const bankTransferDetailsSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  /** The top-up's own short reference (`TU-7K3M9Q`), to quote on the transfer. */
  reference: z.string(),
  /** True when the server runs with the README's placeholder bank details. */
  placeholder: z.boolean(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** `POST /api/wallet/topup` (201): card → open `payment_url` in a 500×600 window; bank → show details. */
export const topUpResponseSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    reference: z.string(),
    topup: topUpSchema,
    provider: z.enum(['sandbox', 'paystack']),
    payment_url: z.string(),
  }),
  z.object({
    method: z.literal('bank'),
    reference: z.string(),
    topup: topUpSchema,
    bank: bankTransferDetailsSchema,
  }),
]);
export type TopUpResponse = z.infer<typeof topUpResponseSchema>;

/** `POST /api/wallet/verify/{reference}/{userId}`: the top-up after asking the provider. */
export const verifyTopUpResponseSchema = z.object({
  topup: topUpSchema,
  /** Naira, after any credit. */
  balance: z.number(),
  balance_kobo: kobo,
});
export type VerifyTopUpResponse = z.infer<typeof verifyTopUpResponseSchema>;

export const WALLET_CHANNELS = [
  'card',
  'bank',
  'wallet',
  'purchase',
  'subscription',
  'refund',
  'adjustment',
] as const;
export type WalletChannel = (typeof WALLET_CHANNELS)[number];

/** docs/product-spec.md §3 sample types plus ours for subscriptions and credits; the screen picks an icon by type. */
export const WALLET_TRANSACTION_TYPES = [
  'topup',
  'send',
  'receive',
  'purchase',
  'subscription',
  'subscription_credit',
  'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** One history row. Pending, failed and expired top-ups are listed too, with their amount. */
export const walletTransactionSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Kobo, negative when outgoing (docs/product-spec.md §3 history formatting divides by 100). */
  amount: signedKobo,
  status: z.enum(TOP_UP_STATUSES),
  channel: z.enum(WALLET_CHANNELS),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  description: z.string(),
  /** The other person of a send, masked like a bank's name enquiry; null otherwise. */
  counterparty: z.object({ name: z.string() }).nullable(),
  note: z.string().nullable(),
  /**
   * A sentence the customer must read in full: a top-up credited with another amount than they
   * asked for says what arrived. Null otherwise.
   */
  notice: z.string().nullable(),
  created_at: isoDate,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsResponseSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
  /**
   * True while card top-ups go to the built-in sandbox provider, whose test cards pay: the
   * wallet then holds test money, and screens say so.
   */
  test_money: z.boolean(),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** `POST /api/wallet/send` (200). */
export const walletSendResponseSchema = z.object({
  transfer_id: z.uuid(),
  reference: z.string(),
  /** Kobo sent. */
  amount: kobo,
  /** The sender's balance afterwards, naira and kobo. */
  balance: z.number(),
  balance_kobo: kobo,
  recipient: z.object({ name: z.string(), faza: z.string() }),
});
export type WalletSendResponse = z.infer<typeof walletSendResponseSchema>;

/** `POST /api/user/subscribe/{type}` (200). */
export const subscribeResponseSchema = z.object({
  tier: subscriptionTierSchema,
  period: billingPeriodSchema,
  ends_at: isoDate,
  /** Kobo charged. */
  charged: kobo,
  /** Kobo credited back for unused Premium when upgrading; 0 otherwise. */
  credited: kobo,
  balance: z.number(),
  balance_kobo: kobo,
  is_premium: z.boolean(),
  is_premium_plus: z.boolean(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** `GET /api/user/subscription`: the current tier for /premium. */
export const subscriptionStatusResponseSchema = z.object({
  tier: subscriptionTierSchema,
  ends_at: isoDate.nullable(),
  is_premium: z.boolean(),
  is_premium_plus: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/**
 * What the payment window posts to `window.opener` when it finishes (sandbox page; the web app's
 * /wallet?reference=… return page posts the same). The opener must still verify by reference.
 */
export const PAYMENT_WINDOW_MESSAGE_TYPE = 'faza:topup-finished';
/** `/wallet?reference=…&cancelled=1`: the customer left the payment page without paying. */
export const TOP_UP_CANCELLED_PARAM = 'cancelled';
export const paymentWindowMessageSchema = z.object({
  type: z.literal(PAYMENT_WINDOW_MESSAGE_TYPE),
  reference: z.string(),
  status: z.enum(['success', 'failed']),
  message: z.string().optional(),
});
export type PaymentWindowMessage = z.infer<typeof paymentWindowMessageSchema>;
