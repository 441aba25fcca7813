import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  formatDateTime,
  formatLocalPhone,
  matchOrderInvoicePath,
  SCREEN_TEXTS,
  type OrderDetail,
} from '@faza/shared';
import { PageMain } from '../../components/layouts/page-main';
import { formatPageTitle } from '../../lib/page-title';
import { PATHS } from '../../lib/route-paths';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { InvoiceItems } from './invoice-items';
import { InvoicePayment } from './invoice-payment';
import { OwnAccountPayment } from './own-account-payment';
import { openedFromApp } from './invoice-link';
import { ReportPaymentButton } from './report-payment-button';
import { canShareFiles, renderInvoiceImage } from './invoice-image';
import { ArrowLeftIcon, PrinterIcon, ShareIcon } from './order-icons';
import { OrderStatusBadge } from './order-status-badge';
import { useOrder } from './orders-api';
import './invoice-print.css';

/**
 * The printable invoice of one order (docs/product-spec.md §2 Invoice window; docs/architecture.md §3): opened in
 * this tab from checkout, the cart panel and /orders, with Back (docs/decisions/0058). One A4 page on paper.
 */
export function InvoicePage() {
  const [location] = useLocation();
  const id = matchOrderInvoicePath(location);
  const { data: order, isPending, isError, error, refetch } = useOrder(id);

  useEffect(() => {
    // The tab's title is also the file name a printed PDF gets.
    if (order) document.title = formatPageTitle(`Invoice ${order.invoiceId}`);
  }, [order]);

  return (
    <PageMain className="bg-cream-50 py-4 sm:py-8 print:bg-white print:py-0">
      <div className="mx-auto w-full max-w-3xl px-3 sm:px-6 print:max-w-none print:px-0">
        {order ? (
          <Invoice order={order} />
        ) : isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-24 text-ink-600">
            <Spinner />
            Loading your invoice…
          </div>
        ) : (
          <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-card">
            <h1 className="text-xl font-bold text-ink-900">Invoice not available</h1>
            <p className="mt-2 text-ink-600">
              {isError ? error.message : 'This invoice could not be found.'}
            </p>
            <div className="mt-4 flex justify-center gap-3">
              <Button variant="secondary" onClick={() => void refetch()}>
                Try Again
              </Button>
              <Link href={PATHS.orders} className="self-center font-semibold text-palm-700">
                My orders
              </Link>
            </div>
          </div>
        )}
      </div>
    </PageMain>
  );
}

const backClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-palm-700 hover:bg-palm-50';

/** Back to the page that opened the invoice; opened from elsewhere (a link, a reload): My orders. */
function BackLink() {
  const [fromApp] = useState(openedFromApp);
  return fromApp ? (
    <button type="button" className={backClass} onClick={() => window.history.back()}>
      <ArrowLeftIcon /> Back
    </button>
  ) : (
    <Link href={PATHS.orders} className={backClass}>
      <ArrowLeftIcon /> My orders
    </Link>
  );
}

function Toolbar({ order }: { order: OrderDetail }) {
  const [shareable] = useState(canShareFiles);
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const file = await renderInvoiceImage(order);
      await navigator.share({ files: [file], title: `Invoice ${order.invoiceId}` });
    } catch {
      // Dismissed by the customer, or the share sheet failed: nothing to undo.
    } finally {
      setSharing(false);
    }
  };
  return (
    <div className="mb-3 flex items-center justify-between gap-2 print:hidden">
      <BackLink />
      <div className="flex gap-2">
        {shareable && (
          <Button
            variant="secondary"
            onClick={() => void share()}
            aria-disabled={sharing || undefined}
          >
            <ShareIcon /> Share
          </Button>
        )}
        <Button onClick={() => window.print()}>
          <PrinterIcon /> Print
        </Button>
      </div>
    </div>
  );
}

function Invoice({ order }: { order: OrderDetail }) {
  const na = SCREEN_TEXTS.invoice.missing;
  const { customerInfo } = order;
  const open = order.status === 'awaiting_payment' || order.status === 'payment_submitted';
  return (
    <>
      <Toolbar order={order} />
      <article
        aria-labelledby="invoice-title"
        data-testid="invoice"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-8 print:rounded-none print:p-0 print:shadow-none"
      >
        <header className="flex items-start justify-between gap-3 border-b border-cream-200 pb-4">
          <div className="min-w-0">
            <Logo />
            <p className="mt-1 text-xs text-ink-600">Food for you and yours</p>
          </div>
          <div className="shrink-0 text-right">
            <h1 id="invoice-title" className="text-2xl font-extrabold tracking-tight text-ink-900">
              Invoice
            </h1>
            <p
              className="font-mono text-sm font-semibold text-ink-800"
              data-testid="invoice-number"
            >
              {order.invoiceId}
            </p>
            <p className="text-sm text-ink-600">{formatDateTime(order.createdAt)}</p>
          </div>
        </header>

        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <section aria-labelledby="billed-to">
            <h2 id="billed-to" className="text-xs font-bold tracking-wide text-ink-600 uppercase">
              Billed to
            </h2>
            <dl className="mt-1 text-sm" data-testid="customer-info">
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold text-ink-900">{customerInfo.name || na}</dd>
              <dt className="sr-only">Phone</dt>
              <dd>{customerInfo.phone ? formatLocalPhone(customerInfo.phone) : na}</dd>
              <dt className="sr-only">Email</dt>
              <dd>{customerInfo.email || na}</dd>
            </dl>
          </section>
          <div className="text-right text-sm">
            <OrderStatusBadge status={order.status} />
            {order.paidAt && (
              <p className="mt-1 text-ink-600">Paid {formatDateTime(order.paidAt)}</p>
            )}
            {order.status === 'cancelled' && order.cancelReason && (
              <p className="mt-1 max-w-56 text-ink-600">{order.cancelReason}</p>
            )}
          </div>
        </div>

        <div className="mt-5">
          <InvoiceItems order={order} />
        </div>

        {open && <OwnAccountPayment order={order} />}
        {open && <InvoicePayment order={order} />}
        {order.status === 'awaiting_payment' && order.paymentMethod === 'bank_transfer' && (
          <div className="mt-4 flex justify-end print:hidden">
            <ReportPaymentButton orderId={order.id} className="w-full sm:w-auto" />
          </div>
        )}
        {order.expiresAt && (
          <p className="mt-4 text-xs text-ink-600">
            Unpaid orders are cancelled after 48 hours: please pay before{' '}
            {formatDateTime(order.expiresAt)}.
          </p>
        )}
      </article>
    </>
  );
}
