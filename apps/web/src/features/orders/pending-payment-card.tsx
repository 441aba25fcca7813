import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  formatDateTime,
  formatNaira,
  nairaToKobo,
  ORDER_MESSAGES,
  TOASTS,
  type PendingPayment,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useWalletAccount } from '../../lib/wallet-account';
import { BankIcon, CheckCircleIcon, ReceiptIcon } from './order-icons';
import { OrderStatusBadge } from './order-status-badge';
import { cancelOrder, orderQueryKey, ordersQueryKey, useOrder } from './orders-api';
import { ReportPaymentButton } from './report-payment-button';
import { useOpenInvoice } from './invoice-link';
import { clearPendingPayment } from './pending-payment-store';

/**
 * The order waiting for a bank transfer, at the top of the cart panel (docs/product-spec.md §2: shown while a
 * pending payment exists). The customer reopens the invoice, says "I have paid", or cancels. Staff
 * confirm the money (docs/architecture.md §3), so there is no "Confirm Payment Received" here.
 */
export function PendingPaymentCard({
  pending,
  onNavigate,
}: {
  pending: PendingPayment;
  /** Closes the cart panel before the invoice opens in its place. */
  onNavigate: () => void;
}) {
  const openInvoice = useOpenInvoice();
  const queryClient = useQueryClient();
  const { data: order } = useOrder(pending.orderId);
  // The customer's own account number pays the order by itself (docs/decisions/0055).
  const { data: account } = useWalletAccount();
  const own = account?.status === 'assigned' ? account : null;
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const status = order?.status ?? 'awaiting_payment';
  const totalKobo = order?.totalKobo ?? nairaToKobo(pending.totalAmount);

  // Paid or cancelled (by staff, the timer or another tab): nothing is pending any more.
  useEffect(() => {
    if (status === 'paid' || status === 'cancelled') clearPendingPayment(pending.orderId);
  }, [status, pending.orderId]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    await queryClient.invalidateQueries({ queryKey: orderQueryKey(pending.orderId) });
  };

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await cancelOrder(pending.orderId);
      clearPendingPayment(pending.orderId);
      const { title, description } = ORDER_MESSAGES.orderCancelled;
      toastSuccess({ title, description: description(pending.invoiceId) });
      await refresh();
    } catch (error) {
      const failed = TOASTS.forgotPassword.failed;
      toastError({
        title: failed.title,
        description: error instanceof Error ? error.message : failed.description,
      });
      await refresh();
    } finally {
      setBusy(false);
      setConfirmingCancel(false);
    }
  };

  return (
    <section
      aria-labelledby="pending-payment-title"
      data-testid="pending-payment"
      className="rounded-2xl border border-plantain-300 bg-white p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="pending-payment-title" className="font-bold text-ink-900">
            {status === 'payment_submitted' ? 'Payment being checked' : 'Waiting for your payment'}
          </h3>
        </div>
        <OrderStatusBadge status={status} />
      </div>
      {/* Its own line: beside the wider badges it broke after 'INV-' at 360 px. */}
      <p data-testid="pending-invoice-number" className="mt-0.5 font-mono text-sm text-ink-600">
        {pending.invoiceId}
      </p>

      <p className="mt-3 text-2xl font-extrabold text-ink-900">{formatNaira(totalKobo)}</p>
      {status === 'payment_submitted' ? (
        <p className="mt-2 flex gap-2 text-sm text-ink-700">
          <CheckCircleIcon className="mt-0.5 shrink-0 text-leaf-600" />
          Thanks! We are checking your transfer. Your items go to your pantry as soon as we confirm
          it.
        </p>
      ) : (
        <p className="mt-2 flex gap-2 text-sm text-ink-700">
          <BankIcon className="mt-0.5 shrink-0 text-palm-600" />
          <span>
            {own ? (
              <>
                Transfer it to your own account at <strong>{own.bankName}</strong>,{' '}
                <span className="font-mono font-semibold">{own.accountNumber}</span>: this order is
                paid the moment it arrives.
              </>
            ) : (
              <>
                Transfer to <strong>{pending.bankDetails.bank}</strong>,{' '}
                <span className="font-mono font-semibold">{pending.bankDetails.accountNumber}</span>{' '}
                ({pending.bankDetails.accountName}), then send the proof on WhatsApp.
              </>
            )}
            {order?.expiresAt && (
              <span className="mt-1 block text-ink-600">
                Pay before {formatDateTime(order.expiresAt)}.
              </span>
            )}
          </span>
        </p>
      )}

      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            onNavigate();
            openInvoice(pending.orderId);
          }}
          className={status === 'payment_submitted' ? 'col-span-2' : undefined}
        >
          <ReceiptIcon /> View Invoice
        </Button>
        {status === 'awaiting_payment' && (
          <ReportPaymentButton orderId={pending.orderId} disabled={busy} />
        )}
      </div>
      {status === 'awaiting_payment' &&
        (confirmingCancel ? (
          <div
            role="group"
            aria-label="Cancel this order?"
            className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream-100 px-3 py-2"
          >
            <span className="text-sm font-medium text-ink-800">Cancel this order?</span>
            <span className="flex gap-1">
              <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
                Keep it
              </Button>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                aria-disabled={busy || undefined}
                onClick={() => void cancel()}
              >
                {busy ? 'Cancelling…' : 'Yes, cancel'}
              </Button>
            </span>
          </div>
        ) : (
          <div className="mt-2 flex justify-end">
            <button
              type="button"
              className="py-2 text-sm font-semibold text-ink-600 underline-offset-2 hover:text-red-700 hover:underline"
              onClick={() => setConfirmingCancel(true)}
            >
              Cancel order
            </button>
          </div>
        ))}
    </section>
  );
}
