import { z } from 'zod';
import { KYC_TIERS } from './limits';
import { KYC_MESSAGES } from './messages';

// The contract of `/api/account/limits`, `/api/account/identity`, `/api/account/address` and the
// console's address reviews (docs/decisions/0063).

export const ID_TYPES = ['bvn', 'nin'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const IDENTITY_STATES = ['none', 'pending', 'verified', 'failed'] as const;
export const ADDRESS_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type AddressReviewState = Exclude<(typeof ADDRESS_STATES)[number], 'none'>;

/** What a proof of address may be: a photo or a PDF. */
export const ADDRESS_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AddressDocumentType = (typeof ADDRESS_DOCUMENT_TYPES)[number];

const tierSchema = z.literal(KYC_TIERS);

const usageSchema = z.object({
  limitKobo: z.number().int(),
  usedKobo: z.number().int(),
  leftKobo: z.number().int(),
});

export const identityStatusSchema = z.object({
  state: z.enum(IDENTITY_STATES),
  idType: z.enum(ID_TYPES).nullable(),
  /** The last 4 digits only: the number itself is never stored or shown. */
  last4: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

export const addressStatusSchema = z.object({
  state: z.enum(ADDRESS_STATES),
  reason: z.string().nullable(),
});
export type AddressStatus = z.infer<typeof addressStatusSchema>;

/** `GET /api/account/limits`. */
export const accountLimitsResponseSchema = z.object({
  tier: tierSchema,
  nextStep: z.enum(['identity', 'address']).nullable(),
  dailyIn: usageSchema,
  dailyOut: usageSchema,
  /** null: no cap (Tier 3). */
  maxBalanceKobo: z.number().int().nullable(),
  balanceKobo: z.number().int(),
  /** The next Lagos midnight, when the day's totals start again. */
  resetsAt: z.string(),
  identity: identityStatusSchema,
  address: addressStatusSchema,
});
export type AccountLimits = z.infer<typeof accountLimitsResponseSchema>;

/** `POST /api/account/identity`: a BVN or NIN to check with the provider. */
export const verifyIdentityRequestSchema = z.object({
  idType: z.enum(ID_TYPES, { error: KYC_MESSAGES.idTypeInvalid }),
  idNumber: z
    .string({ error: KYC_MESSAGES.idNumberInvalid })
    .trim()
    .regex(/^[0-9]{11}$/, KYC_MESSAGES.idNumberInvalid),
});
export type VerifyIdentityRequest = z.infer<typeof verifyIdentityRequestSchema>;
export const identityResponseSchema = z.object({ identity: identityStatusSchema });
export const addressResponseSchema = z.object({ address: addressStatusSchema });

/** The console: one proof of address waiting (or decided). */
export const addressReviewSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customerName: z.string(),
  faza: z.string(),
  tier: tierSchema,
  state: z.enum(['pending', 'approved', 'rejected']),
  contentType: z.enum(ADDRESS_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  submittedBy: z.uuid(),
  decidedBy: z.uuid().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AddressReview = z.infer<typeof addressReviewSchema>;

export const adminAddressReviewsQuerySchema = z.object({
  state: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const addressReviewParamsSchema = z.object({ id: z.uuid(KYC_MESSAGES.reviewNotFound) });
export const adminAddressReviewsResponseSchema = z.object({
  reviews: z.array(addressReviewSchema),
});
export const adminAddressReviewResponseSchema = z.object({ review: addressReviewSchema });
export const rejectAddressRequestSchema = z.object({
  reason: z
    .string({ error: KYC_MESSAGES.reasonNeeded })
    .trim()
    .min(3, KYC_MESSAGES.reasonNeeded)
    .max(300, KYC_MESSAGES.reasonNeeded),
});
