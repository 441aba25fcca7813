import { INVOICE_WINDOW, orderInvoicePath } from '@faza/shared';
import { popupFeatures, reserveWindow } from '../../lib/reserve-window';

const WINDOW_NAME = 'faza-invoice';
const FEATURES = popupFeatures(INVOICE_WINDOW);

/**
 * Opens the 800×600 invoice window (docs/product-spec.md §2) inside the tap that asked for it; the
 * order may take longer than the gesture to be created. The caller later sends it to the invoice,
 * or closes it if checkout failed. Null when the browser blocked it.
 */
export const reserveInvoiceWindow = (): Window | null =>
  reserveWindow(WINDOW_NAME, INVOICE_WINDOW, 'Preparing your invoice…');

/** Shows the order's invoice in the reserved (or a new) window; false when it is blocked. */
export function showInvoice(orderId: string, reserved: Window | null = null): boolean {
  const url = orderInvoicePath(orderId);
  if (reserved && !reserved.closed) {
    reserved.location.href = url;
    reserved.focus();
    return true;
  }
  try {
    const win = window.open(url, WINDOW_NAME, FEATURES);
    return win !== null;
  } catch {
    return false;
  }
}
