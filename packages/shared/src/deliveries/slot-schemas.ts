import { z } from 'zod';
import { subscriptionTierSchema } from '../rules/subscription';
import { DELIVERY_MESSAGES } from './messages';

// Delivery zones and slots: the API contract (docs/decisions/0057).

export const deliveryZoneSchema = z.object({
  id: z.string(),
  state: z.string(),
  area: z.string(),
  /** Other names of the area, lower case ("lekki", "vi"): the request dialog preselects by them. */
  aliases: z.array(z.string()),
  /** The zone's fee before the weight band and the tier's reduction. */
  fee_kobo: z.number().int().nonnegative(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const deliveryZonesResponseSchema = z.object({ zones: z.array(deliveryZoneSchema) });

export const deliverySlotSchema = z.object({
  id: z.string(),
  zone_id: z.string(),
  /** The day in Lagos, `2026-12-01`, and the window in Lagos time, `10:00`–`13:00`. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  /** What the caller's tier may still book now (0: greyed out). */
  places_left: z.number().int().nonnegative(),
  closed: z.boolean(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
export const deliverySlotsResponseSchema = z.object({ slots: z.array(deliverySlotSchema) });
export const deliverySlotsQuerySchema = z.object({
  zone: z.string({ error: DELIVERY_MESSAGES.zoneRequired }).min(1, DELIVERY_MESSAGES.zoneRequired),
});

const time = z
  .string({ error: DELIVERY_MESSAGES.slotTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DELIVERY_MESSAGES.slotTime);

/** `POST /api/admin/delivery/slots`. */
export const createSlotRequestSchema = z
  .object({
    zoneId: z.string().min(1, DELIVERY_MESSAGES.zoneRequired),
    date: z.iso.date(DELIVERY_MESSAGES.slotDate),
    start: time,
    end: time,
    capacity: z
      .number({ error: DELIVERY_MESSAGES.slotCapacity })
      .int(DELIVERY_MESSAGES.slotCapacity)
      .min(1, DELIVERY_MESSAGES.slotCapacity)
      .max(500, DELIVERY_MESSAGES.slotCapacity),
    /** Places held for Premium and Premium Plus until `premiumCutoffHours` before the start. */
    premiumReserved: z.number().int().min(0).max(500).default(0),
    premiumCutoffHours: z.number().int().min(0).max(168).default(24),
  })
  .refine((s) => s.start < s.end, { message: DELIVERY_MESSAGES.slotTime, path: ['end'] })
  .refine((s) => s.premiumReserved <= s.capacity, {
    message: DELIVERY_MESSAGES.slotCapacity,
    path: ['premiumReserved'],
  });

/** What a delivery says about its zone, slot and fee. */
export const deliveryPlanSchema = z.object({
  zone_id: z.string().nullable(),
  slot: z
    .object({ id: z.string(), date: z.string(), start: z.string(), end: z.string() })
    .nullable(),
  /** Charged from the wallet when requested; refunded once if cancelled before dispatch. */
  fee_kobo: z.number().int().nonnegative(),
  fee_refunded: z.boolean(),
});

/**
 * `POST /api/delivery/quote`: the fee a request of these lots to this zone would be charged now,
 * by the same rule and the caller's tier; nothing is booked or charged.
 */
export const deliveryQuoteRequestSchema = z.object({
  zoneId: z.string().min(1, DELIVERY_MESSAGES.zoneRequired).max(100),
  items: z
    .array(
      z.object({
        'lot-id': z.uuid(),
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1, DELIVERY_MESSAGES.itemsRequired)
    .max(50),
});
export type DeliveryQuoteRequest = z.input<typeof deliveryQuoteRequestSchema>;
export const deliveryQuoteSchema = z.object({
  zone_id: z.string(),
  fee_kobo: z.number().int().nonnegative(),
  /** The fee before the tier's reduction, to show what Premium saves. */
  full_fee_kobo: z.number().int().nonnegative(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

const CLOSE_REASON = 'Say why the slot closes (3 to 500 characters): customers are told.';

/** `POST /api/admin/delivery/slots/:id/close`. */
export const closeSlotRequestSchema = z.object({
  reason: z.string({ error: CLOSE_REASON }).trim().min(3, CLOSE_REASON).max(500, CLOSE_REASON),
});
export const slotParamsSchema = z.object({ id: z.uuid(DELIVERY_MESSAGES.slotNotFound) });
/** What this close did: bookings moved to another slot, and those refunded with none free. */
export const closeSlotResultSchema = z.object({
  slot_id: z.string(),
  booked: z.number().int(),
  moved: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
});
export type CloseSlotResult = z.infer<typeof closeSlotResultSchema>;

/** `GET /api/admin/delivery/slots?zone=…`: the slot board, today and the coming week. */
export const adminSlotSchema = z.object({
  id: z.string(),
  zone_id: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  premium_reserved: z.number().int(),
  closed: z.boolean(),
  close_reason: z.string().nullable(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const adminSlotsResponseSchema = z.object({ slots: z.array(adminSlotSchema) });

/** `GET /api/delivery/tier-fees`: the percent of the delivery fee each tier pays (Premium benefits). */
export const deliveryTierFeesResponseSchema = z.object({
  tiers: z.array(
    z.object({ tier: subscriptionTierSchema, percent: z.number().int().min(0).max(100) }),
  ),
});
export type DeliveryTierFees = z.infer<typeof deliveryTierFeesResponseSchema>;
