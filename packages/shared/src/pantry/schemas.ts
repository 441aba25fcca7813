import { z } from 'zod';
import { CATEGORIES } from '../catalogue/categories';
import { MESSAGES } from '../messages';
import { FAZA_LENGTH, fazaSchema } from '../rules/faza';
import { PANTRY_MESSAGES } from './messages';
import { GIFT_MESSAGES } from '../gifts/messages';
import { parseRecipient } from '../gifts/recipient';

/** Largest FAZA as a number: 12 nines. */
const MAX_FAZA_NUMBER = 10 ** FAZA_LENGTH - 1;

/**
 * docs/product-spec.md §3 sends `faza` as an integer; a 12-digit string (leading zeros kept, display hyphens
 * allowed) is accepted too. An integer is left-padded, since 008031234567 arrives as 8031234567.
 */
export const fazaInputSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.faza.required })
  // A phone number typed where a FAZA number goes: point to gifts (docs/decisions/0036).
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && parseRecipient(value)?.kind === 'phone')
      ctx.addIssue({ code: 'custom', message: GIFT_MESSAGES.phoneNotFaza, abort: true });
  })
  .transform((value) =>
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= MAX_FAZA_NUMBER
      ? String(value).padStart(FAZA_LENGTH, '0')
      : String(value),
  )
  .pipe(fazaSchema);

const foodName = z
  .string({ error: PANTRY_MESSAGES.foodNameRequired })
  .trim()
  .min(1, PANTRY_MESSAGES.foodNameRequired)
  .max(200, PANTRY_MESSAGES.foodNameRequired);
const quantityType = z
  .string({ error: PANTRY_MESSAGES.quantityTypeRequired })
  .trim()
  .min(1, PANTRY_MESSAGES.quantityTypeRequired)
  .max(100, PANTRY_MESSAGES.quantityTypeRequired);

// ——— Requests ———

/**
 * `POST /api/pantry/send` (docs/product-spec.md §3 send-food payload, plus an optional lot). The quantity is only
 * checked to be a number here: whether it is a whole number from 1 to what is available
 * ('Quantity must be between 1 and {available}.') needs the pantry, so the server decides.
 */
export const sendFoodRequestSchema = z.object({
  'food-name': foodName,
  'food-quantity': z.number({ error: PANTRY_MESSAGES.quantityNotNumber }),
  'food-quantity-type': quantityType,
  faza: fazaInputSchema,
  /** Send from this lot only (the card's Send button); otherwise first-expired-first-out. */
  'lot-id': z.uuid(PANTRY_MESSAGES.lotIdInvalid).optional(),
});
export type SendFoodRequest = z.input<typeof sendFoodRequestSchema>;

/**
 * `POST /api/pantry/add`, staff only: the spec's pantry add payload plus the owner's `faza` and the
 * staff member's `reason`. Prices and storage come from the catalogue and the owner's tier; the
 * payload's `unit-price`, `total-price`, `image-url` and `storage-duration` are accepted for
 * compatibility and ignored.
 */
export const pantryAddRequestSchema = z.object({
  name: foodName,
  quantity: z
    .number({ error: PANTRY_MESSAGES.addQuantity })
    .int(PANTRY_MESSAGES.addQuantity)
    .min(1, PANTRY_MESSAGES.addQuantity)
    .max(10_000, PANTRY_MESSAGES.addQuantity),
  'quantity-type': quantityType,
  faza: fazaInputSchema,
  /** Why staff add it (a replacement, a goodwill gesture…); kept in the audit log. */
  reason: z
    .string({ error: PANTRY_MESSAGES.adjustReason })
    .trim()
    .min(3, PANTRY_MESSAGES.adjustReason)
    .max(500, PANTRY_MESSAGES.adjustReason),
  'unit-price': z.number().optional(),
  'total-price': z.number().optional(),
  'image-url': z.string().max(2048).optional(),
  'storage-duration': z.number().optional(),
});
export type PantryAddRequest = z.input<typeof pantryAddRequestSchema>;

/** `GET /api/pantry/history?limit=&before=` */
export const pantryHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The `next-cursor` of the previous page. */
  before: z
    .string()
    .regex(
      /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      PANTRY_MESSAGES.cursorInvalid,
    )
    .optional(),
});

// ——— Responses ———

const seconds = z.number().int();
const naira = z.number().nonnegative();
const kobo = z.number().int().nonnegative();

/**
 * One pantry lot as docs/product-spec.md §3 shapes it (hyphenated keys, naira, Unix seconds) plus the fields our
 * screens need: the lot `id`, when it was added, the product and kobo figures for programs.
 */
export const pantryItemSchema = z.object({
  id: z.uuid(),
  'product-id': z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  'quantity-type': z.string(),
  'image-url': z.string(),
  /** When the lot last changed (Unix seconds). */
  'last-updated': seconds,
  /** When the food entered this pantry (Unix seconds). */
  'added-date': seconds,
  'expiry-date': seconds,
  'unit-price': naira,
  'total-price': naira,
  'unit-price-kobo': kobo,
  'total-price-kobo': kobo,
  'is-expired': z.boolean(),
  /** Expiry within 3 days (and not yet expired). */
  'is-expiring': z.boolean(),
  /** The catalogue category. */
  class: z.enum(CATEGORIES),
  /** Days the food is held: min(the tier's storage duration, the product's storage life). */
  'storage-duration': z.number().int().nonnegative(),
  /**
   * How the lot entered this pantry: bought, received from another user, added by Faza, or the
   * rest of a bag opened for cooking (in grams, millilitres or single units).
   */
  source: z.enum(['purchase', 'transfer', 'adjust', 'opened']),
  /**
   * The bundle a bought lot came out of ('Starter Pack'); null when bought singly or not bought.
   * A product bought singly and in a bundle is two lots that look alike but for this.
   */
  'bundle-name': z.string().nullable(),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

/** `GET /api/pantry`: the caller's lots holding food, soonest expiry first. */
export const pantryResponseSchema = z.object({
  pantry: z.object({ items: z.array(pantryItemSchema) }),
});
export type PantryResponse = z.infer<typeof pantryResponseSchema>;

/** `POST /api/pantry/send` (200). */
export const sendFoodResponseSchema = z.object({
  'transfer-id': z.uuid(),
  'food-name': z.string(),
  'food-quantity': z.number().int().positive(),
  'food-quantity-type': z.string(),
  /** What the sender still holds of this food and quantity type, expired lots included. */
  remaining: z.number().int().nonnegative(),
  /** The lots the food left, with what each still holds. */
  lots: z.array(
    z.object({
      'lot-id': z.uuid(),
      sent: z.number().int().positive(),
      remaining: z.number().int().nonnegative(),
    }),
  ),
  recipient: z.object({ name: z.string(), faza: z.string() }),
});
export type SendFoodResponse = z.infer<typeof sendFoodResponseSchema>;

/** `POST /api/pantry/add` (201): the new lot and whose pantry it went to. */
export const pantryAddResponseSchema = z.object({
  item: pantryItemSchema,
  owner: z.object({ name: z.string(), faza: z.string() }),
});
export type PantryAddResponse = z.infer<typeof pantryAddResponseSchema>;

export const PANTRY_JOURNAL_KINDS = [
  'purchase',
  'transfer_out',
  'transfer_in',
  'delivery',
  'delivery_return',
  'adjust',
  // Gifts to a phone number (docs/decisions/0036): held out of the sender's lot, landed in the
  // claimer's pantry, or back in the sender's lot.
  'gift_hold',
  'gift_claim',
  'gift_return',
  /** "I cooked it": food used in a dish, and the rest of an opened bag (one cooking id). */
  'consume',
  /** The undo of a cooking, within 10 minutes. */
  'consume_undo',
] as const;
export type PantryJournalKind = (typeof PANTRY_JOURNAL_KINDS)[number];

/** One journal row of the caller's pantry. */
export const pantryHistoryEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(PANTRY_JOURNAL_KINDS),
  'lot-id': z.uuid(),
  'food-name': z.string(),
  'quantity-type': z.string(),
  'image-url': z.string(),
  /** Signed: positive when food came in, negative when it left. */
  quantity: z.number().int(),
  'created-at': seconds,
  'transfer-id': z.uuid().nullable(),
  /** The other person of a transfer, masked like a bank's name enquiry; null otherwise. */
  counterparty: z.object({ name: z.string() }).nullable(),
  'order-id': z.uuid().nullable(),
  'delivery-id': z.uuid().nullable(),
  /**
   * A group buy's share (docs/decisions/0064-group-buys.md): the group and its bulk tier, so the
   * journal shows the split. Optional: a history saved before it still parses.
   */
  'group-buy': z.object({ id: z.uuid(), tier: z.string() }).nullable().optional(),
});
export type PantryHistoryEntry = z.infer<typeof pantryHistoryEntrySchema>;

export const pantryHistoryResponseSchema = z.object({
  entries: z.array(pantryHistoryEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  'next-cursor': z.string().nullable(),
});
export type PantryHistoryResponse = z.infer<typeof pantryHistoryResponseSchema>;
