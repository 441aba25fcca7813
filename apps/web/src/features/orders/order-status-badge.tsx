import { ORDER_STATUS_LABELS, type OrderStatus } from '@faza/shared';
import { cx } from '../../lib/cx';

const tones: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-plantain-100 text-ink-900 ring-plantain-300',
  payment_submitted: 'bg-palm-50 text-palm-800 ring-palm-200',
  paid: 'bg-leaf-50 text-leaf-800 ring-leaf-100',
  cancelled: 'bg-cream-100 text-ink-600 ring-cream-200',
};

export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      data-testid="order-status"
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs leading-none font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
