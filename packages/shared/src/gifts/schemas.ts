import { z } from 'zod';
import { PANTRY_MESSAGES } from '../pantry/messages';
import { otpSchema } from '../rules/otp';
import { sendAmountSchema } from '../wallet/send-amount';
import { claimCodeSchema } from './claim-code';
import { normalizeGiftPhone } from './recipient';
import { GIFT_MAX_ITEMS, GIFT_MESSAGES } from './messages';

const giftPhoneSchema = z.string({ error: GIFT_MESSAGES.phoneInvalid }).transform((value, ctx) => {
  const phone = normalizeGiftPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: GIFT_MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return phone;
});

const giftItemSchema = z.object({
  'food-name': z
    .string({ error: PANTRY_MESSAGES.foodNameRequired })
    .trim()
    .min(1, PANTRY_MESSAGES.foodNameRequired)
    .max(200, PANTRY_MESSAGES.foodNameRequired),
  'food-quantity': z.number({ error: PANTRY_MESSAGES.quantityNotNumber }),
  'food-quantity-type': z
    .string({ error: PANTRY_MESSAGES.quantityTypeRequired })
    .trim()
    .min(1, PANTRY_MESSAGES.quantityTypeRequired)
    .max(100, PANTRY_MESSAGES.quantityTypeRequired),
});

/** `POST /api/gifts`: food (`items`) or money (`amount`, naira) for a phone number. */
export const createGiftRequestSchema = z
  .object({
    phone: giftPhoneSchema,
    items: z
      .array(giftItemSchema)
      .min(1)
      .max(GIFT_MAX_ITEMS, GIFT_MESSAGES.itemsTooMany)
      .optional(),
    amount: sendAmountSchema.optional(),
  })
  .refine((g) => (g.items === undefined) !== (g.amount === undefined), {
    message: GIFT_MESSAGES.itemsOrAmount,
    path: ['items'],
  });
export type CreateGiftRequest = z.input<typeof createGiftRequestSchema>;

export const giftStateSchema = z.enum(['pending', 'claimed', 'cancelled', 'returned']);

const giftLineSchema = z.object({
  'food-name': z.string(),
  'food-quantity': z.number().int(),
  'food-quantity-type': z.string(),
});

/** One gift as its sender sees it. */
export const giftSchema = z.object({
  id: z.uuid(),
  state: giftStateSchema,
  kind: z.enum(['food', 'money']),
  /** The recipient's number, as Nigerians write it: `0803 123 4567`. */
  phone: z.string(),
  'claim-url': z.string(),
  items: z.array(giftLineSchema),
  /** Naira, for a money gift. */
  amount: z.number().nullable(),
  amount_kobo: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftListResponseSchema = z.object({ gifts: z.array(giftSchema) });
export type GiftListResponse = z.infer<typeof giftListResponseSchema>;

export const giftIdParamsSchema = z.object({ id: z.uuid(GIFT_MESSAGES.notFound) });
export const claimCodeParamsSchema = z.object({ code: claimCodeSchema });

/** `GET /api/gifts/claim/{code}`: what anyone holding the link may see, signed in or not. */
export const giftPreviewSchema = z.object({
  state: giftStateSchema,
  kind: z.enum(['food', 'money']),
  sender: z.string(),
  /** The number it was sent to, masked: `0803 *** 4567`. */
  phone: z.string(),
  items: z.array(giftLineSchema),
  amount: z.number().nullable(),
  amount_kobo: z.number().int().nullable(),
  expires_at: z.string(),
  /**
   * Past its hold by the server's clock: no longer claimable, though still `pending` until the
   * return job gives it back.
   */
  expired: z.boolean(),
  /** Whether the signed-in account's phone is the gift's (false when signed out). */
  your_number: z.boolean(),
});
export type GiftPreview = z.infer<typeof giftPreviewSchema>;

export const claimGiftRequestSchema = z.object({
  'sms-code': otpSchema,
});
export const claimGiftResponseSchema = z.object({
  state: z.literal('claimed'),
  kind: z.enum(['food', 'money']),
});
export const giftSmsResponseSchema = z.object({ sent: z.literal(true) });

/** `GET /api/gifts/recipient/{phone}`: whether a phone number is a member's (then its FAZA). */
export const giftRecipientParamsSchema = z.object({ phone: giftPhoneSchema });
export const giftRecipientResponseSchema = z.union([
  z.object({ member: z.literal(true), name: z.string(), faza: z.string() }),
  z.object({ member: z.literal(false) }),
]);
export type GiftRecipientResponse = z.infer<typeof giftRecipientResponseSchema>;
