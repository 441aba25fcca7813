import { INVOICE_WINDOW, orderInvoicePath } from '@faza/shared';

const WINDOW_NAME = 'faza-invoice';
const FEATURES = `popup,width=${INVOICE_WINDOW.width},height=${INVOICE_WINDOW.height}`;

/**
 * Opens the 800×600 invoice window (spec §2) at once, inside the tap that asked for it: browsers
 * only allow a popup during a user gesture, and the order may take longer than that to be
 * created. The caller later sends it to the invoice, or closes it if checkout failed. Null when
 * the browser blocked it.
 */
export function reserveInvoiceWindow(): Window | null {
  try {
    const win = window.open('', WINDOW_NAME, FEATURES);
    if (win) {
      // A neutral page while the order is created, instead of a white flash.
      win.document.title = 'Preparing your invoice…';
      win.document.body.style.cssText =
        'font-family:system-ui,sans-serif;color:#5e4d41;padding:2rem';
      win.document.body.textContent = 'Preparing your invoice…';
    }
    return win;
  } catch {
    return null;
  }
}

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
