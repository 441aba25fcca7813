import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@faza/shared';
import { cx } from '../../lib/cx';

const tones: Record<DeliveryStatus, string> = {
  requested: 'bg-plantain-100 text-ink-900 ring-plantain-300',
  dispatched: 'bg-palm-50 text-palm-800 ring-palm-200',
  delivered: 'bg-leaf-50 text-leaf-800 ring-leaf-100',
  cancelled: 'bg-cream-100 text-ink-600 ring-cream-200',
};

/** A delivery's status in a customer's words (and the staff console's). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      data-testid="delivery-status"
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs leading-none font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      {DELIVERY_STATUS_LABELS[status]}
    </span>
  );
}
