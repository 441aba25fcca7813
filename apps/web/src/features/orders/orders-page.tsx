import { Link } from 'wouter';
import {
  formatDateTime,
  formatNaira,
  orderInvoicePath,
  PAYMENT_METHOD_LABELS,
  type Order,
} from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { PATHS } from '../../lib/route-paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useOpenInvoice } from './invoice-link';
import { ReportPaymentButton } from './report-payment-button';
import { ReceiptIcon } from './order-icons';
import { OrderStatusBadge } from './order-status-badge';
import { useOrders } from './orders-api';
import { useOrderConfirmedToast } from './use-order-confirmed-toast';

/** /orders: the customer's orders, newest first, each with its status, total and invoice. */
export function OrdersPage() {
  const { data: orders, isPending, isError, refetch } = useOrders();
  useOrderConfirmedToast();
  return (
    <MainLayout title="My Orders" description="Your invoices and what happened to each order.">
      {isPending ? (
        <div role="status" aria-label="Loading your orders" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-card">
          <p className="font-semibold text-ink-900">Your orders could not be loaded.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center shadow-card">
          <p className="text-lg font-bold text-ink-900">No orders yet</p>
          <p className="mt-1 text-ink-600">Your invoices will appear here after checkout.</p>
          <Link href={PATHS.shop} className={buttonClasses({ className: 'mt-5' })}>
            Shop Now
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </MainLayout>
  );
}

function summary(order: Order): string {
  const names = order.lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name));
  return names.length > 3
    ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
    : names.join(', ');
}

function OrderCard({ order }: { order: Order }) {
  const openInvoice = useOpenInvoice();
  const unpaidTransfer =
    order.status === 'awaiting_payment' && order.paymentMethod === 'bank_transfer';
  return (
    <li
      aria-label={order.invoiceId}
      className="flex flex-col rounded-2xl border border-cream-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-mono text-sm font-bold break-all text-ink-900">
          {order.invoiceId}
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      {/* Its own line, the card's full width: beside the badge a date wrapped on a phone. */}
      <p className="mt-1 text-sm text-ink-600">
        <time dateTime={order.createdAt} data-testid="order-date" className="whitespace-nowrap">
          {formatDateTime(order.createdAt)}
        </time>{' '}
        · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </p>
      <p className="mt-3 line-clamp-2 text-sm text-ink-800">{summary(order)}</p>
      {order.expiresAt && (
        <p className="mt-1 text-sm font-medium text-palm-800">
          Pay before {formatDateTime(order.expiresAt)}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <span className="text-xl font-extrabold text-ink-900" data-testid="order-total">
          {formatNaira(order.totalKobo)}
        </span>
        <a
          href={orderInvoicePath(order.id)}
          onClick={(event) => {
            // A desktop's modifier keys still open a tab; a tap opens the invoice in this one.
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            openInvoice(order.id);
          }}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <ReceiptIcon /> Invoice
        </a>
      </div>
      {unpaidTransfer && <ReportPaymentButton orderId={order.id} className="mt-3 w-full" />}
    </li>
  );
}
