import { formatNaira, formatQuantity, namedPerson, publicFirstName } from '@faza/shared';
import type { EmailMessage } from '../../lib/email/mailer';
import type { CustomerRow, OrderLineRow, OrderRow } from './orders-repository';

const SIGN_OFF = '— Faza\nFood for you and yours, stored safely and shared easily.';

const lineText = (line: OrderLineRow) =>
  `  • ${line.name} — ${formatQuantity(line.quantity, line.quantity_type)}, ${formatNaira(
    Number(line.paid_kobo),
  )}${Number(line.discount_kobo) > 0 ? ` (${formatNaira(Number(line.discount_kobo))} Premium Plus discount)` : ''}`;

/** docs/product-spec.md §8 'Order Confirmed!': staff confirmed the bank transfer and the pantry was filled. */
export function orderConfirmedEmail(
  customer: CustomerRow & { email: string },
  order: OrderRow,
  lines: readonly OrderLineRow[],
  pantryUrl: string,
): EmailMessage {
  return {
    to: customer.email,
    subject: `Order Confirmed! ${order.invoice_number}`,
    text: [
      `Hello ${publicFirstName(namedPerson(customer))},`,
      '',
      `We received your payment of ${formatNaira(Number(order.total_kobo))} for invoice ${order.invoice_number}.`,
      'Your items have been added to your pantry. Thank you for your purchase!',
      '',
      ...lines.map(lineText),
      '',
      `See them in your pantry: ${pantryUrl}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}

/** Staff rejected the order: say why, and what to do if money was sent. */
export function orderRejectedEmail(
  customer: CustomerRow & { email: string },
  order: OrderRow,
  ordersUrl: string,
): EmailMessage {
  return {
    to: customer.email,
    subject: `Order ${order.invoice_number} was cancelled`,
    text: [
      `Hello ${publicFirstName(namedPerson(customer))},`,
      '',
      `We could not confirm the payment for invoice ${order.invoice_number} (${formatNaira(Number(order.total_kobo))}), so the order was cancelled.`,
      '',
      `Reason: ${order.cancel_reason ?? 'not given'}`,
      '',
      'If you did send the money, reply on WhatsApp with your proof of payment and the invoice number, and we will sort it out.',
      `Your orders: ${ordersUrl}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  };
}
