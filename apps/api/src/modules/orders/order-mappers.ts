import {
  bundleLineId,
  cartItemLineId,
  fullName,
  namedPerson,
  koboToNaira,
  ORDER_PAYMENT_WINDOW_HOURS,
  type BankDetails,
  type Order,
  type OrderDetail,
  type OrderLine,
  type PendingPayment,
} from '@faza/shared';
import type { Config } from '../../config';
import type { CustomerRow, OrderLineRow, OrderRow } from './orders-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const paymentWindowEnd = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + ORDER_PAYMENT_WINDOW_HOURS * 60 * 60 * 1000);

export function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    kind: row.kind,
    catalogueId: row.catalogue_id,
    name: row.name,
    quantityType: row.quantity_type,
    quantity: row.quantity,
    unitPriceKobo: Number(row.unit_price_kobo),
    lineTotalKobo: Number(row.line_total_kobo),
    discountKobo: Number(row.discount_kobo),
    paidKobo: Number(row.paid_kobo),
    image: row.image_url,
    contents: row.contents,
  };
}

export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: row.id,
    invoiceId: row.invoice_number,
    status: row.status,
    paymentMethod: row.payment_method,
    totalKobo: Number(row.total_kobo),
    listTotalKobo: Number(row.total_kobo) + Number(row.discount_kobo),
    discountKobo: Number(row.discount_kobo),
    discounts: row.discounts,
    totalAmount: koboToNaira(Number(row.total_kobo)),
    createdAt: row.created_at.toISOString(),
    paymentSubmittedAt: iso(row.payment_submitted_at),
    paidAt: iso(row.paid_at),
    cancelledAt: iso(row.cancelled_at),
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    customerNote: row.customer_note,
    expiresAt: row.status === 'awaiting_payment' ? iso(paymentWindowEnd(row.created_at)) : null,
    lines: lines.map(toOrderLine),
  };
}

const bankDetailsOf = (config: Config): BankDetails => ({
  accountNumber: config.BANK_ACCOUNT_NUMBER,
  accountName: config.BANK_ACCOUNT_NAME,
  bank: config.BANK_NAME,
});

const customerInfoOf = (customer: CustomerRow) => ({
  // Staff see the customer's full name (docs/decisions/0054-real-names.md).
  name: fullName(namedPerson(customer)),
  phone: customer.phone,
  email: customer.email,
});

export function toOrderDetail(order: Order, customer: CustomerRow, config: Config): OrderDetail {
  return {
    ...order,
    customerInfo: customerInfoOf(customer),
    bankDetails: bankDetailsOf(config),
    whatsappNumbers: config.WHATSAPP_NUMBERS,
  };
}

/** docs/product-spec.md §3 pending payment: the cart items as ordered, in naira, with where to pay. */
export function toPendingPayment(
  order: Order,
  customer: CustomerRow,
  config: Config,
): PendingPayment {
  return {
    orderId: order.id,
    invoiceId: order.invoiceId,
    items: order.lines.map((line) => ({
      id:
        line.kind === 'bundle'
          ? bundleLineId(line.catalogueId)
          : cartItemLineId(line.name, line.quantityType),
      name: line.name,
      price: koboToNaira(line.unitPriceKobo),
      priceKobo: line.unitPriceKobo,
      quantity: line.quantity,
      quantityType: line.quantityType,
      image: line.image,
    })),
    totalAmount: order.totalAmount,
    customerInfo: customerInfoOf(customer),
    bankDetails: bankDetailsOf(config),
    whatsappNumbers: config.WHATSAPP_NUMBERS,
    timestamp: order.createdAt,
  };
}
