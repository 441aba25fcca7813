import { z } from 'zod';
import { DELIVERY_MESSAGES } from './messages';
import { subscriptionTierSchema } from '../rules/subscription';
import { DELIVERY_STATUSES } from './delivery-status';

// Riders (docs/decisions/0057): the API contract of the rider's page and of assigning one.

/** `POST /api/admin/deliveries/{id}/assign`. */
export const assignRiderRequestSchema = z.object({
  riderId: z.uuid(DELIVERY_MESSAGES.riderNotFound),
});

export const RIDER_STEPS = ['picked_up', 'on_the_way', 'delivered', 'failed'] as const;
export type RiderStep = (typeof RIDER_STEPS)[number];

/** `POST /api/rider/deliveries/{id}/status`: delivered needs the code, failed a reason. */
export const riderStatusRequestSchema = z
  .object({
    status: z.enum(RIDER_STEPS),
    code: z
      .string()
      .regex(/^[0-9]{4}$/, DELIVERY_MESSAGES.handoverCodeWrong)
      .optional(),
    reason: z.string().trim().min(3, DELIVERY_MESSAGES.failureReason).max(500).optional(),
  })
  .refine((b) => b.status !== 'delivered' || b.code !== undefined, {
    message: DELIVERY_MESSAGES.handoverCodeWrong,
    path: ['code'],
  })
  .refine((b) => b.status !== 'failed' || b.reason !== undefined, {
    message: DELIVERY_MESSAGES.failureReason,
    path: ['reason'],
  });

/** `POST /api/rider/location`: sent while a run is on the way. */
export const riderLocationRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** Where the customer's delivery is: each rider step so far, and the last position while on the way. */
export const deliveryTrackingSchema = z.object({
  rider_first_name: z.string().nullable(),
  on_the_way_at: z.string().nullable(),
  failed_attempts: z.number().int().nonnegative(),
  last_failure_reason: z.string().nullable(),
  /** Only for the delivery's owner: what they tell the rider at the door. */
  handover_code: z.string().nullable(),
  rider_position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  /** The zone's centre, where the map points and the ETA is measured to (null: no centre). */
  destination: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

/** A delivery on the rider's run: where to go, whom to call, what to hand over. */
export const riderDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'dispatched']),
  on_the_way: z.boolean(),
  customer_name: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), area: z.string(), city: z.string(), state: z.string() }),
  note: z.string().nullable(),
  slot: z
    .object({ id: z.string(), date: z.string(), start: z.string(), end: z.string() })
    .nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), quantity_type: z.string() })),
  /** The customer's tier in force now and when they asked: the run's order (`orderRun`). */
  tier: subscriptionTierSchema,
  requested_at: z.string(),
});
export type RiderDelivery = z.infer<typeof riderDeliverySchema>;
export const riderRunResponseSchema = z.object({ deliveries: z.array(riderDeliverySchema) });

/** `GET /api/admin/riders`: whom staff may assign a delivery to. */
export const ridersResponseSchema = z.object({
  riders: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** `GET /api/admin/riders/runs?date=`: a Lagos day. */
export const riderRunsQuerySchema = z.object({
  date: z.iso.date(DELIVERY_MESSAGES.slotDate),
});

/** One stop of a rider's run on the console: in run order (`orderRun`), any status. */
export const riderRunStopSchema = z.object({
  id: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  on_the_way: z.boolean(),
  customer_name: z.string(),
  area: z.string(),
  tier: subscriptionTierSchema,
  requested_at: z.string(),
  slot: z.object({ date: z.string(), start: z.string(), end: z.string() }).nullable(),
});
export type RiderRunStop = z.infer<typeof riderRunStopSchema>;
export const riderRunsResponseSchema = z.object({
  date: z.string(),
  riders: z.array(
    z.object({ id: z.string(), name: z.string(), deliveries: z.array(riderRunStopSchema) }),
  ),
});
export type RiderRunsResponse = z.infer<typeof riderRunsResponseSchema>;
