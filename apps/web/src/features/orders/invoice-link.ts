import { ORDER_MESSAGES, orderInvoicePath } from '@faza/shared';
import { toastInfo } from '../../lib/toasts';
import { showInvoice } from './open-invoice';

/**
 * Opens the invoice window; when the browser blocks it, a toast offers the invoice as a link in
 * this tab instead (docs/architecture.md §3: never "nothing happens").
 */
export function openInvoiceOrOfferLink(orderId: string, reserved: Window | null = null): void {
  if (showInvoice(orderId, reserved)) return;
  toastInfo({
    title: ORDER_MESSAGES.invoiceBlocked,
    description: 'Open it here instead.',
    action: {
      label: 'Open invoice',
      onClick: () => window.location.assign(orderInvoicePath(orderId)),
    },
  });
}
