import { z } from 'zod';
import { CIRCLE_MESSAGES as M } from './messages';
import { circleKindSchema, circleStateSchema } from './requests';
import { CIRCLE_KINDS, CIRCLE_LIMITS as L } from './rules';

// The staff console's food circles (docs/decisions/0043-food-circles.md): list, read, cancel.

const naira = z.number().nonnegative();
const kobo = z.number().int().nonnegative();
const day = z.string(); // 'YYYY-MM-DD'
const isoDate = z.string();

/** `POST /api/admin/circles/{id}/cancel` */
export const adminCancelCircleRequestSchema = z.object({
  reason: z
    .string({ error: M.cancelReasonRequired })
    .trim()
    .min(1, M.cancelReasonRequired)
    .max(L.cancelReasonMaxLength, M.cancelReasonTooLong),
});
export type AdminCancelCircleRequest = z.input<typeof adminCancelCircleRequestSchema>;

/** `GET /api/admin/circles?state=&kind=&q=`: `q` matches the name, or the creator's FAZA number or name. */
export const adminCirclesQuerySchema = z.object({
  state: circleStateSchema.optional(),
  kind: z.enum(CIRCLE_KINDS).optional(),
  q: z.string().trim().max(100, 'Search is too long.').optional(),
});
export type AdminCirclesQuery = z.infer<typeof adminCirclesQuerySchema>;

/** `GET /api/admin/circles` */
export const adminCircleSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: circleKindSchema,
  state: circleStateSchema,
  'run-by': z.object({ name: z.string(), faza: z.string() }),
  price: naira,
  'price-kobo': kobo,
  'members-count': z.number().int(),
  'max-members': z.number().int(),
  /** What the circle holds now (paid in, not yet delivered or refunded). */
  held: naira,
  'held-kobo': kobo,
  'start-date': day,
  'delivery-date': day,
  'created-at': isoDate,
});
export type AdminCircleSummary = z.infer<typeof adminCircleSummarySchema>;
export const adminCirclesResponseSchema = z.object({ circles: z.array(adminCircleSummarySchema) });
export type AdminCirclesResponse = z.infer<typeof adminCirclesResponseSchema>;
