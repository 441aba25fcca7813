import { formatNaira } from '../rules/money';
import { ORDER_MESSAGES } from './messages';

/** docs/product-spec.md §3: the browser storage key of the pending payment. */
export const PENDING_PAYMENT_KEY = 'pending-payment';

/** docs/product-spec.md §9: 'INV-' plus a timestamp (milliseconds since 1970, so numbers sort by time). */
export const invoiceNumberAt = (at: Date): string => `INV-${at.getTime()}`;

export const INVOICE_NUMBER_PATTERN = /^INV-\d{13,}$/;

/** The invoice page of an order. */
export const orderInvoicePath = (orderId: string): string => `/orders/${orderId}/invoice`;

// UUIDs only: anything else under /orders/ is not a page.
const INVOICE_PATH =
  /^\/orders\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/invoice\/?$/i;

/** The order id of an invoice path, or null. */
export const matchOrderInvoicePath = (path: string): string | null =>
  INVOICE_PATH.exec(path)?.[1]?.toLowerCase() ?? null;

/**
 * A `wa.me` link to one of our payment numbers with the proof message prefilled. wa.me wants the
 * international number as digits only: a local 0803… becomes 234803….
 */
export const whatsappProofLink = (phone: string, invoiceId: string, totalKobo: number): string => {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
  const text = ORDER_MESSAGES.whatsappProof(invoiceId, formatNaira(totalKobo));
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
};

/** '+2348031234567' → '0803 123 4567', the way Nigerians write a number; others unchanged. */
export const formatLocalPhone = (phone: string): string => {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone;
};

/**
 * One item of a bundle line as the invoice lists it: 'Onions (1kg)', or 'Garri (Ijebu) (2 × 1kg)'
 * when the line holds more than one. Tier labels already carry their unit ('5kg', '1 tin').
 */
export const bundleItemLabel = (name: string, quantity: number, tier: string): string =>
  quantity === 1 ? `${name} (${tier})` : `${name} (${quantity} × ${tier})`;
