import { formatFaza, type AdminOrder } from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { formatNaira } from '@faza/shared';
import { OrderStatusBadge } from '../../orders';
import { SectionEmpty, SectionError, SectionLoading, waitedFor } from '../shared';
import { PaymentDecision } from './payment-decision';
import { TopUpsList } from './topups-list';
import { useAdminOrders } from '../orders';
import { useOrderDecision } from './use-order-decision';

/**
 * Payments to check (docs/architecture.md §3): bank-transfer orders awaiting payment or marked paid by the
 * customer, "I have paid" first, then the oldest; and bank-transfer wallet top-ups. Staff look at
 * the bank statement, then press the green 'Confirm Payment Received' or Reject with a reason.
 */
export function PaymentsSection() {
  const orders = useAdminOrders({ status: 'open', method: 'bank_transfer' });
  return (
    <section aria-labelledby="payments-heading" className="space-y-8">
      <div className="space-y-3">
        <h2 id="payments-heading" className="text-lg font-bold text-ink-900">
          Bank-transfer orders
          {orders.data && (
            <span className="ml-2 text-sm font-semibold text-ink-500">{orders.data.length}</span>
          )}
        </h2>
        {orders.isPending ? (
          <SectionLoading what="payments" />
        ) : orders.isError ? (
          <SectionError message={orders.error.message} onRetry={() => void orders.refetch()} />
        ) : orders.data.length === 0 ? (
          <SectionEmpty>No bank transfers are waiting.</SectionEmpty>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {orders.data.map((order) => (
              <li key={order.id}>
                <PaymentCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <TopUpsList />
    </section>
  );
}

function PaymentCard({ order }: { order: AdminOrder }) {
  const decide = useOrderDecision();

  return (
    <Card className="p-4" data-testid="payment-card">
      {/* Its own line: beside the 'Payment being checked' badge it broke after 'INV-' at 360 px. */}
      <p className="font-mono text-sm font-semibold text-ink-600">{order.invoiceId}</p>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="mt-0.5 text-2xl font-extrabold text-ink-900 tabular-nums">
            {formatNaira(order.totalKobo)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Customer</dt>
        <dd className="truncate font-semibold text-ink-900">{order.customer.name}</dd>
        <dt className="text-ink-500">Phone</dt>
        <dd>
          <a href={`tel:${order.customer.phone}`} className="text-palm-700 tabular-nums underline">
            {order.customer.phone}
          </a>
        </dd>
        <dt className="text-ink-500">FAZA</dt>
        <dd className="text-ink-900 tabular-nums">{formatFaza(order.customer.faza)}</dd>
        <dt className="text-ink-500">Placed</dt>
        <dd className="text-ink-900">{waitedFor(order.createdAt)}</dd>
        <dt className="text-ink-500">Items</dt>
        <dd className="text-ink-900">
          {order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
        </dd>
      </dl>
      {order.customerNote && (
        <p className="mt-3 rounded-xl bg-palm-50 px-3 py-2 text-sm text-palm-900">
          “{order.customerNote}”
        </p>
      )}
      <PaymentDecision
        pending={decide.isPending}
        confirm={(callbacks) =>
          decide.mutate({ id: order.id, action: 'confirm-payment' }, callbacks)
        }
        reject={(reason, callbacks) =>
          decide.mutate({ id: order.id, action: 'reject', reason }, callbacks)
        }
        question={`Did ${formatNaira(order.totalKobo)} for ${order.invoiceId} reach our account?`}
        confirmLabel="Yes, confirm"
        rejectLabel="Reject order"
        rejectPlaceholder="e.g. No transfer arrived after 2 days"
        confirmed={{
          title: 'Payment confirmed',
          description: `${order.invoiceId}: the food is in ${order.customer.name}'s pantry.`,
        }}
        rejected={{ title: 'Order rejected', description: `${order.invoiceId} was cancelled.` }}
      />
    </Card>
  );
}
