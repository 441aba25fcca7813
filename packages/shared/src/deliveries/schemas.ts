import { z } from 'zod';
import { PANTRY_MESSAGES } from '../pantry/messages';
import { phoneSchema } from '../rules/phone';
import { subscriptionTierSchema } from '../rules/subscription';
import { DELIVERY_STATUSES } from './delivery-status';
import { DELIVERY_MESSAGES } from './messages';
import { NIGERIAN_STATES } from './nigerian-states';
import { deliveryTrackingSchema } from './rider-schemas';
import { deliveryPlanSchema } from './slot-schemas';

/** One delivery carries at most this many pantry lots. */
export const MAX_DELIVERY_ITEMS = 50;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const deliveryAddressSchema = z.object({
  street: text(DELIVERY_MESSAGES.streetRequired, 200),
  area: text(DELIVERY_MESSAGES.areaRequired, 100),
  city: text(DELIVERY_MESSAGES.cityRequired, 100),
  state: z.enum(NIGERIAN_STATES, { error: DELIVERY_MESSAGES.stateRequired }),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * `POST /api/pantry/consume` (docs/architecture.md §3): request delivery of pantry lots. Whether each lot is
 * the caller's, unexpired and holds the quantity needs the pantry, so the server decides that.
 */
export const consumeRequestSchema = z.object({
  items: z
    .array(
      z.object({
        'lot-id': z.uuid(PANTRY_MESSAGES.lotIdInvalid),
        quantity: z
          .number({ error: DELIVERY_MESSAGES.quantity })
          .int(DELIVERY_MESSAGES.quantity)
          .min(1, DELIVERY_MESSAGES.quantity)
          .max(10_000, DELIVERY_MESSAGES.quantity),
      }),
      { error: DELIVERY_MESSAGES.itemsRequired },
    )
    .min(1, DELIVERY_MESSAGES.itemsRequired)
    .max(MAX_DELIVERY_ITEMS)
    .refine((items) => new Set(items.map((i) => i['lot-id'])).size === items.length, {
      message: DELIVERY_MESSAGES.duplicateLot,
    }),
  address: deliveryAddressSchema,
  phone: phoneSchema,
  note: z.string().trim().max(500, DELIVERY_MESSAGES.noteTooLong).optional(),
  /** Optional (the spec's payload has neither): the zone then comes from the address, the slot is the next free one. */
  zoneId: z.string().min(1).max(100).optional(),
  slotId: z.uuid(DELIVERY_MESSAGES.slotNotFound).optional(),
  /** The fee the customer was quoted (`POST /api/delivery/quote`): charged as is, or 409 if it changed. */
  feeKobo: z.number().int().nonnegative().optional(),
});
export type ConsumeRequest = z.input<typeof consumeRequestSchema>;

export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

export const deliveryLineSchema = z.object({
  lot_id: z.string(),
  product_id: z.string(),
  name: z.string(),
  quantity_type: z.string(),
  quantity: z.number().int().positive(),
  image_url: z.string(),
});
export type DeliveryLine = z.infer<typeof deliveryLineSchema>;

const isoDate = z.string();

export const deliverySchema = z.object({
  id: z.string(),
  status: deliveryStatusSchema,
  items: z.array(deliveryLineSchema),
  address: deliveryAddressSchema,
  phone: z.string(),
  note: z.string().nullable(),
  created_at: isoDate,
  dispatched_at: isoDate.nullable(),
  delivered_at: isoDate.nullable(),
  cancelled_at: isoDate.nullable(),
  cancelled_by: z.enum(['customer', 'staff']).nullable(),
  cancel_reason: z.string().nullable(),
  ...deliveryPlanSchema.shape,
  ...deliveryTrackingSchema.shape,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveriesResponseSchema = z.object({ deliveries: z.array(deliverySchema) });
export const deliveryParamsSchema = z.object({ id: z.uuid(DELIVERY_MESSAGES.notFound) });

// ——— Staff ———

/** A delivery in the staff queue, with who asked and the tier that placed it there. */
export const adminDeliverySchema = deliverySchema.extend({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    faza: z.string(),
    /** The tier in force now (a lapsed paid tier reads as basic). */
    tier: subscriptionTierSchema,
  }),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

/** `GET /api/admin/deliveries?status=`: `open` (the default) is requested and dispatched. */
export const adminDeliveriesQuerySchema = z.object({
  status: z.enum(['open', ...DELIVERY_STATUSES]).default('open'),
});
export const adminDeliveriesResponseSchema = z.object({
  deliveries: z.array(adminDeliverySchema),
});

/** `POST /api/admin/deliveries/{id}/cancel`. */
export const cancelDeliveryRequestSchema = z.object({
  reason: z
    .string({ error: DELIVERY_MESSAGES.reasonRequired })
    .trim()
    .min(3, DELIVERY_MESSAGES.reasonRequired)
    .max(500),
});
export type ConsumeRequestParsed = z.output<typeof consumeRequestSchema>;
