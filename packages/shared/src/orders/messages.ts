// Texts the orders API and screens show that docs/product-spec.md §8 does not give ("ours" in messages.ts's
// sense). The spec's checkout toasts themselves live in ../messages.ts (TOASTS.checkout).
import { waitText } from '../api/wait-text';
import { TOASTS } from '../messages';

export const ORDER_MESSAGES = {
  /** 401 from checkout: the spec's own words (docs/product-spec.md §8 'Please Sign In'). */
  signInRequired: TOASTS.checkout.signInRequired.description,
  /** 400 for an order with no lines (docs/product-spec.md §8 'Cart is Empty'). */
  cartEmpty: TOASTS.checkout.cartEmpty.description,
  unknownItem: (name: string) => `${name} is not in our shop.`,
  unknownTier: (name: string, type: string) => `${name} is not sold as ${type}.`,
  itemUnavailable: (name: string) => `${name} is no longer available.`,
  unknownBundle: 'This bundle is no longer available.',
  duplicateLine: 'Each item, quantity type and bundle may appear only once in an order.',
  tooManyCheckouts: (seconds: number) =>
    `You have placed many orders this hour. Please try again in ${waitText(seconds)}.`,
  notFound: 'Order not found.',
  notCancellable: 'This order can no longer be cancelled.',
  notAwaitingPayment: 'This order is not awaiting payment.',
  alreadyPaid: 'This order is already paid.',
  cancelledCannotBeConfirmed: 'This order was cancelled and cannot be confirmed.',
  notRejectable: 'Only an order waiting for payment can be rejected.',
  rejectReasonRequired: 'Please give a reason for rejecting this order.',
  paymentReported: {
    title: 'Thank you!',
    description:
      'We are checking your payment. Your items go to your pantry as soon as it is confirmed.',
  },
  orderCancelled: {
    title: 'Order cancelled',
    description: (invoiceId: string) => `${invoiceId} was cancelled.`,
  },
  /** Prefilled WhatsApp message to the payment numbers. */
  whatsappProof: (invoiceId: string, total: string) =>
    `Hello Faza, here is my payment proof for invoice ${invoiceId} (${total}).`,
  /** The invoice's request for proof, quoting the invoice number (docs/product-spec.md §2 Invoice window). */
  sendProof: (invoiceId: string) =>
    `After paying, send your payment proof by WhatsApp to one of the numbers below, quoting invoice number ${invoiceId}.`,
} as const;
