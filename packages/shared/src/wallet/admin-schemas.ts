import { z } from 'zod';
import { TOP_UP_MAX_KOBO, TOP_UP_METHODS } from '../rules/top-up';
import { WALLET_MESSAGES } from './messages';
import { TOP_UP_STATUSES } from './schemas';

// The staff side of top-ups: the Payments console's queues and its decisions.

const kobo = z.number().int().nonnegative();
const isoDate = z.string();

/** `POST /api/admin/topups/{id}/reject` */
export const rejectTopUpRequestSchema = z.object({
  reason: z
    .string({ error: WALLET_MESSAGES.rejectReasonRequired })
    .trim()
    .min(3, WALLET_MESSAGES.rejectReasonRequired)
    .max(500),
});

/**
 * `POST /api/admin/topups/{id}/confirm`: the kobo that actually arrived, which is what is credited
 * (at most a top-up's maximum; more than that is not a top-up staff confirm by hand).
 */
export const confirmTopUpRequestSchema = z.object(
  {
    received_kobo: z
      .number({ error: WALLET_MESSAGES.receivedAmountInvalid })
      .int(WALLET_MESSAGES.receivedAmountInvalid)
      .min(1, WALLET_MESSAGES.receivedAmountInvalid)
      .max(TOP_UP_MAX_KOBO, WALLET_MESSAGES.receivedAmountInvalid),
  },
  { error: WALLET_MESSAGES.receivedAmountInvalid },
);
export type ConfirmTopUpRequest = z.input<typeof confirmTopUpRequestSchema>;

/** `pending` lists bank transfers to confirm; `needs_review` any top-up sent to staff. */
export const adminTopUpsQuerySchema = z.object({
  status: z.enum(['pending', 'success', 'failed', 'needs_review']).default('pending'),
});
export const topUpIdParamsSchema = z.object({ id: z.uuid(WALLET_MESSAGES.topUpNotFound) });

/** Staff console (`GET /api/admin/topups?status=…`): a top-up and whose it is. */
export const adminTopUpSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Kobo the customer declared. */
  amount: kobo,
  /** Kobo that arrived: credited, or under review the amount the provider reported; else null. */
  received: kobo.nullable(),
  status: z.enum(TOP_UP_STATUSES),
  method: z.enum(TOP_UP_METHODS),
  review_reason: z.string().nullable(),
  user: z.object({ id: z.uuid(), name: z.string(), phone: z.string(), faza: z.string() }),
  created_at: isoDate,
});
export type AdminTopUp = z.infer<typeof adminTopUpSchema>;
export const adminTopUpsResponseSchema = z.object({ topups: z.array(adminTopUpSchema) });
export type AdminTopUpsResponse = z.infer<typeof adminTopUpsResponseSchema>;
export const adminTopUpResponseSchema = z.object({ topup: adminTopUpSchema });
export type AdminTopUpResponse = z.infer<typeof adminTopUpResponseSchema>;
