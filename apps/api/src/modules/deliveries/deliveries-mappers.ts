import type { AdminDelivery, Delivery, NigerianState } from '@faza/shared';
import type { DeliveryLineRow, DeliveryRow, QueueRow } from './deliveries-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toDelivery(row: DeliveryRow, lines: readonly DeliveryLineRow[]): Delivery {
  return {
    id: row.id,
    status: row.status,
    items: lines.map((l) => ({
      lot_id: l.lot_id,
      product_id: l.product_id,
      name: l.name,
      quantity_type: l.quantity_type,
      quantity: l.quantity,
      image_url: l.image_url,
    })),
    address: {
      street: row.street,
      area: row.area,
      city: row.city,
      state: row.state as NigerianState,
    },
    phone: row.phone,
    note: row.note,
    created_at: row.created_at.toISOString(),
    dispatched_at: iso(row.dispatched_at),
    delivered_at: iso(row.delivered_at),
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    zone_id: row.zone_id,
    slot: row.slot,
    fee_kobo: Number(row.fee_kobo),
    fee_refunded: row.fee_refunded_at !== null,
    rider_first_name: row.rider_first_name,
    on_the_way_at: iso(row.on_the_way_at),
    failed_attempts: row.failed_attempts,
    last_failure_reason: row.last_failure_reason,
    handover_code: row.handover_code,
    rider_position: row.rider_position,
    destination: row.destination,
  };
}

export function toAdminDelivery(row: QueueRow, lines: readonly DeliveryLineRow[]): AdminDelivery {
  return {
    ...toDelivery(row, lines),
    // The code is the customer's proof of hand-over: only they and their app see it.
    handover_code: null,
    customer: {
      id: row.user_id,
      name: row.customer_name,
      phone: row.customer_phone,
      faza: row.customer_faza,
      tier: row.tier,
    },
  };
}
