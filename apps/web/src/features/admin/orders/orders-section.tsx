import { useDeferredValue, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatNaira, PAYMENT_METHOD_LABELS, type AdminOrder } from '@faza/shared';
import { OrderStatusBadge } from '../../orders';
import { FilterChips, inputClass, SectionEmpty, SectionError, SectionLoading } from '../shared';
import { useAdminOrders } from './use-admin-orders';

const STATUSES = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Waiting for payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
type StatusFilter = (typeof STATUSES)[number]['value'];

/** Find an order by invoice number, phone or email; read its status and what was ordered. */
export function OrdersSection() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const search = useDeferredValue(q.trim());
  const orders = useAdminOrders({ status, q: search });

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="sr-only">
        Orders
      </h2>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-ink-800">Find an order</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Invoice number, phone or email"
          className={inputClass}
        />
      </label>
      <FilterChips label="Order status" options={STATUSES} value={status} onChange={setStatus} />
      {orders.isPending ? (
        <SectionLoading what="orders" />
      ) : orders.isError ? (
        <SectionError message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <SectionEmpty>{search ? `No orders match “${search}”.` : 'No orders here.'}</SectionEmpty>
      ) : (
        <ul className="space-y-3">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  return (
    <Card className="overflow-hidden">
      <details className="group">
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0 flex-1">
            <p className="font-mono text-sm font-semibold text-ink-900">{order.invoiceId}</p>
            <p className="truncate text-sm text-ink-600">
              {order.customer.name} · {formatDateTime(order.createdAt)}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <span className="font-bold text-ink-900 tabular-nums">
              {formatNaira(order.totalKobo)}
            </span>
            <OrderStatusBadge status={order.status} />
          </div>
        </summary>
        <div className="space-y-3 border-t border-cream-200 bg-cream-50/60 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-500">Payment</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            <dt className="text-ink-500">Phone</dt>
            <dd className="tabular-nums">{order.customer.phone ?? '—'}</dd>
            <dt className="text-ink-500">Email</dt>
            <dd className="break-all">{order.customer.email ?? '—'}</dd>
            {order.paymentSubmittedAt && (
              <>
                <dt className="text-ink-500">Said paid</dt>
                <dd>{formatDateTime(order.paymentSubmittedAt)}</dd>
              </>
            )}
            {order.paidAt && (
              <>
                <dt className="text-ink-500">Paid</dt>
                <dd>{formatDateTime(order.paidAt)}</dd>
              </>
            )}
            {order.cancelledAt && (
              <>
                <dt className="text-ink-500">Cancelled</dt>
                <dd>
                  {formatDateTime(order.cancelledAt)} by {order.cancelledBy}
                  {order.cancelReason ? ` — “${order.cancelReason}”` : ''}
                </dd>
              </>
            )}
          </dl>
          <table className="w-full">
            <caption className="sr-only">Items in {order.invoiceId}</caption>
            <tbody>
              {order.lines.map((line) => (
                <tr key={`${line.catalogueId}-${line.quantityType}`} className="align-top">
                  <td className="py-1 pr-2 text-ink-900">
                    {line.quantity} × {line.name}
                    {line.kind === 'item' && (
                      <span className="text-ink-500"> ({line.quantityType})</span>
                    )}
                  </td>
                  <td className="py-1 text-right text-ink-900 tabular-nums">
                    {/* What the customer pays for the line; a Premium Plus discount is shown. */}
                    {line.discountKobo > 0 && (
                      <s className="block text-xs text-ink-500">
                        {formatNaira(line.lineTotalKobo)}
                      </s>
                    )}
                    {formatNaira(line.paidKobo)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <a
            href={`/orders/${order.id}/invoice`}
            target="_blank"
            rel="noreferrer"
            className="inline-block font-semibold text-palm-700 underline"
          >
            Open invoice
          </a>
        </div>
      </details>
    </Card>
  );
}
