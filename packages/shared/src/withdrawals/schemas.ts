import { z } from 'zod';
import { WITHDRAWAL_MESSAGES as M } from './messages';
import { WITHDRAWAL_STATES } from './rules';

// The withdrawals API contract (docs/decisions/0062-withdrawals.md): banks and name enquiry, saved
// accounts, the customer's withdrawals and the staff's approvals.

export const WITHDRAWAL_MAX_NAIRA = 10_000_000;

const accountNumber = z
  .string({ error: M.accountNumberInvalid })
  .regex(/^[0-9]{10}$/, M.accountNumberInvalid);
const bankCode = z
  .string({ error: M.bankRequired })
  .trim()
  .min(1, M.bankRequired)
  .max(20, M.bankNotFound);

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;
/** `GET /api/banks` */
export const banksResponseSchema = z.object({ banks: z.array(bankSchema) });

/** `GET /api/banks/resolve?accountNumber=…&bankCode=…` */
export const resolveAccountQuerySchema = z.object({ accountNumber, bankCode });
export const resolvedAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** As the bank reports it. */
  accountName: z.string(),
});
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;

export const savedBankAccountSchema = resolvedAccountSchema.extend({ id: z.uuid() });
export type SavedBankAccount = z.infer<typeof savedBankAccountSchema>;
/** `POST /api/wallet/bank-accounts`: resolved again on the server, then kept. */
export const saveBankAccountRequestSchema = z.object({ accountNumber, bankCode });
export const savedBankAccountsResponseSchema = z.object({
  accounts: z.array(savedBankAccountSchema),
});
export const savedBankAccountResponseSchema = z.object({ account: savedBankAccountSchema });
export const savedBankAccountParamsSchema = z.object({ id: z.uuid(M.savedNotFound) });

/** `POST /api/wallet/withdrawals` (Idempotency-Key required). */
export const withdrawalRequestSchema = z.object({
  /** Naira, at most 2 decimals. */
  amount: z
    .number({ error: M.amountInvalid })
    .positive(M.amountInvalid)
    .max(WITHDRAWAL_MAX_NAIRA, M.amountInvalid)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.amountInvalid),
  bankCode,
  accountNumber,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1000),
  /** Keep the account for next time. */
  save: z.boolean().default(false),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  amountKobo: z.number().int(),
  feeKobo: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  /** Why it failed, was reversed or was not approved. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalCreatedSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The wallet's balance after the hold, in naira and kobo. */
  balance: z.number(),
  balance_kobo: z.number().int(),
});
/** `GET /api/wallet/withdrawals`: the customer's withdrawals, and the fee and minimum in force. */
export const withdrawalsResponseSchema = z.object({
  withdrawals: z.array(withdrawalSchema),
  feeKobo: z.number().int(),
  minKobo: z.number().int(),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

/** Staff console: a withdrawal and whose it is. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.uuid(),
  customerName: z.string(),
  faza: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const ADMIN_WITHDRAWAL_FILTERS = ['awaiting_approval', 'failed', 'reversed'] as const;
export const adminWithdrawalsQuerySchema = z.object({
  state: z.enum(ADMIN_WITHDRAWAL_FILTERS).default('awaiting_approval'),
});
export const adminWithdrawalsResponseSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
});
export const withdrawalParamsSchema = z.object({ id: z.uuid(M.notFound) });
export const adminWithdrawalResponseSchema = z.object({ withdrawal: adminWithdrawalSchema });
export const rejectWithdrawalRequestSchema = z.object({
  reason: z
    .string({ error: M.rejectReasonRequired })
    .trim()
    .min(3, M.rejectReasonRequired)
    .max(500),
});
