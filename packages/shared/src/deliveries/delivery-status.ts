// The life of a delivery of pantry food (docs/architecture.md §3 "Pantry consume"), as one table
// like orders' order-status.ts. The API asks `nextDeliveryStatus` before every change and refuses
// whatever the table does not list; the screens read it to decide which buttons to show.

export const DELIVERY_STATUSES = ['requested', 'dispatched', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_EVENTS = [
  /** Staff sent the food out with a rider. */
  'dispatch',
  /** The rider handed it over. */
  'deliver',
  /** The customer changed their mind before it left. */
  'cancel_by_customer',
  /** Staff could not deliver (wrong address, no answer…), with a reason. */
  'cancel_by_staff',
  /** The rider found nobody home or a wrong address: back to the queue for rebooking. */
  'fail_attempt',
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/**
 * Every allowed transition; anything absent is refused. A customer may cancel only while the food
 * is still with us; staff may cancel until it is delivered (the rider brings it back). Cancelling
 * returns the food to the pantry with its original expiry. delivered and cancelled are final.
 */
export const DELIVERY_TRANSITIONS: Readonly<
  Record<DeliveryStatus, Readonly<Partial<Record<DeliveryEvent, DeliveryStatus>>>>
> = {
  requested: {
    dispatch: 'dispatched',
    cancel_by_customer: 'cancelled',
    cancel_by_staff: 'cancelled',
  },
  dispatched: { deliver: 'delivered', cancel_by_staff: 'cancelled', fail_attempt: 'requested' },
  delivered: {},
  cancelled: {},
};

export const nextDeliveryStatus = (
  from: DeliveryStatus,
  event: DeliveryEvent,
): DeliveryStatus | null => DELIVERY_TRANSITIONS[from][event] ?? null;

export const canDelivery = (status: DeliveryStatus, event: DeliveryEvent): boolean =>
  nextDeliveryStatus(status, event) !== null;

/** Not yet delivered or cancelled: what the staff queue shows. */
export const OPEN_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['requested', 'dispatched'];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  requested: 'Requested',
  dispatched: 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The staff queue's order: Premium Plus first, then Premium, then Basic (spec "priority delivery"). */
export const DELIVERY_TIER_RANK = { premium_plus: 0, premium: 1, basic: 2 } as const;
