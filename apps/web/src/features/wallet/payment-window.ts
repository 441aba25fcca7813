import { PAYMENT_WINDOW_MESSAGE_TYPE, type PaymentWindowMessage } from '@faza/shared';
import { reserveWindow } from '../../lib/reserve-window';

// The payment URL opens in a 500×600 window (docs/product-spec.md §7, §9).
const WINDOW_NAME = 'faza-payment';
const CLOSED_POLL_MS = 500;

/**
 * Opens the payment window inside the tap on Pay; the top-up is created after it. The caller sends
 * it to the provider's URL once the API answers. Null when the browser blocked it (the caller then
 * goes there in this tab).
 */
export const reservePaymentWindow = (): Window | null =>
  reserveWindow(WINDOW_NAME, { width: 500, height: 600 }, 'Opening the payment page…');

/** Whether a `message` event is the payment window's word about this top-up (same origin only). */
export function isPaymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
  reference: string,
): event is { origin: string; data: PaymentWindowMessage } {
  const data = event.data as Partial<PaymentWindowMessage> | null;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    data.type === PAYMENT_WINDOW_MESSAGE_TYPE &&
    data.reference === reference &&
    (data.status === 'success' || data.status === 'failed')
  );
}

/**
 * Listens for the payment window's message and notices when it is closed. Either way the caller
 * must still verify with our API: the message only says when to ask. Returns a stop function.
 */
export function watchPaymentWindow(
  win: Window,
  reference: string,
  on: { finished: (message: PaymentWindowMessage) => void; closed: () => void },
): () => void {
  let done = false;
  const stop = () => {
    done = true;
    window.removeEventListener('message', onMessage);
    clearInterval(timer);
  };
  const onMessage = (event: MessageEvent) => {
    if (done || !isPaymentMessage(event, window.location.origin, reference)) return;
    stop();
    on.finished(event.data as PaymentWindowMessage);
  };
  window.addEventListener('message', onMessage);
  const timer = setInterval(() => {
    if (done || !win.closed) return;
    stop();
    on.closed();
  }, CLOSED_POLL_MS);
  return stop;
}

/** On the /wallet?reference=… return page inside the payment window: tell the opener, close. */
export function notifyOpener(message: PaymentWindowMessage): boolean {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return false;
    opener.postMessage(message, window.location.origin);
    window.close();
    return true;
  } catch {
    return false;
  }
}
