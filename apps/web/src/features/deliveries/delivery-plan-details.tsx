import { formatDate, formatNaira, type Delivery } from '@faza/shared';
import { RiderTracking } from './rider-tracking';

/**
 * The delivery's slot, fee, rider and hand-over code (docs/decisions/0057). The code is what the
 * customer tells the rider at the door: shown large while the food is still to come.
 */
export function DeliveryPlanDetails({ delivery }: { delivery: Delivery }) {
  const open = delivery.status === 'requested' || delivery.status === 'dispatched';
  const { slot } = delivery;
  return (
    <div className="mt-3 space-y-1 text-sm text-ink-700" data-testid="delivery-plan">
      <p>
        {slot
          ? `Slot: ${formatDate(`${slot.date}T12:00:00+01:00`)}, ${slot.start}–${slot.end}`
          : 'Slot: we will schedule it and let you know.'}
      </p>
      <p>
        Delivery fee: {delivery.fee_kobo === 0 ? 'free' : formatNaira(delivery.fee_kobo)}
        {delivery.fee_refunded ? ' (refunded to your wallet)' : ''}
      </p>
      {delivery.rider_first_name && open && <p>Your rider: {delivery.rider_first_name}</p>}
      {delivery.failed_attempts > 0 && delivery.status === 'requested' && (
        <p className="text-red-800">
          The rider could not deliver
          {delivery.last_failure_reason ? ` (${delivery.last_failure_reason})` : ''}. We will book
          it again.
        </p>
      )}
      {delivery.rider_position && (
        <RiderTracking position={delivery.rider_position} destination={delivery.destination} />
      )}
      {open && delivery.handover_code && (
        <p className="mt-2 rounded-xl bg-palm-50 p-3 text-ink-900 ring-1 ring-palm-200">
          Hand-over code{' '}
          <strong
            className="ml-1 text-xl tracking-[0.3em] tabular-nums"
            data-testid="handover-code"
          >
            {delivery.handover_code}
          </strong>
          <span className="block text-xs text-ink-600">
            Give it to the rider only when the food is in your hands.
          </span>
        </p>
      )}
    </div>
  );
}
