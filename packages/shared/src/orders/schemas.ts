import { z } from 'zod';
import { cartQuantitySchema } from '../rules/quantity';
import { ORDER_MESSAGES } from './messages';
import { CHECKOUT_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from './order-status';

const kobo = z.number().int().nonnegative();
const naira = z.number().nonnegative();
const isoDate = z.string();

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** Orders are capped so one request cannot ask the server to price thousands of lines. */
export const MAX_ORDER_LINES = 100;

/**
 * `POST /api/shop/buy` (docs/product-spec.md §3 purchase payload, §7). Only names, tiers, ids and quantities are
 * read: any price a client adds is stripped here and the server prices every line itself.
 */
export const buyRequestSchema = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        'quantity-type': z.string().trim().min(1).max(50),
        quantity: cartQuantitySchema,
      }),
    )
    .max(MAX_ORDER_LINES)
    .default([]),
  bundles: z
    .array(z.object({ id: z.string().trim().min(1).max(100), quantity: cartQuantitySchema }))
    .max(MAX_ORDER_LINES)
    .default([]),
  'payment-method': z.enum(CHECKOUT_METHODS),
});
export type BuyRequest = z.input<typeof buyRequestSchema>;

/** What a bundle line held when it was ordered: the pantry receives exactly this. */
export const orderBundleItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantityType: z.string(),
  /** Per bundle; the pantry gets this times the line's quantity. */
  quantity: z.number().int().positive(),
  unitPriceKobo: kobo,
  image: z.string(),
});
export type OrderBundleItem = z.infer<typeof orderBundleItemSchema>;

/** One line as ordered, with the catalogue price copied at that moment. */
export const orderLineSchema = z.object({
  kind: z.enum(['item', 'bundle']),
  /** The product (item line) or the bundle (bundle line). */
  catalogueId: z.string(),
  name: z.string(),
  quantityType: z.string(),
  quantity: z.number().int().positive(),
  /** List price of one unit. */
  unitPriceKobo: kobo,
  /** List price of the line (unit price × quantity). */
  lineTotalKobo: kobo,
  /** Taken off the line by Premium Plus discounts (its line rule and its share of an order rule). */
  discountKobo: kobo,
  /** What the customer pays for the line: list total − discount. The lines add up to the total. */
  paidKobo: kobo,
  image: z.string(),
  /** Bundle lines only: the items inside one bundle. */
  contents: z.array(orderBundleItemSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** 'INV-' plus a timestamp (docs/product-spec.md §9), unique. */
  invoiceId: z.string(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  /** What the customer pays: the lines' list prices less `discountKobo`. */
  totalKobo: kobo,
  /** The lines at list price. */
  listTotalKobo: kobo,
  /** Premium Plus bulk discounts taken off (docs/decisions/0038-bulk-discounts.md). */
  discountKobo: kobo,
  /** The discount rules that took something off, as they read when the order was placed. */
  discounts: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['line', 'order']),
      percentBp: z.number().int(),
      minBaseUnits: z.number().nullable(),
      minOrderKobo: z.number().int().nullable(),
      amountKobo: kobo,
    }),
  ),
  /** Naira, as the spec's pending payment has it. */
  totalAmount: naira,
  createdAt: isoDate,
  paymentSubmittedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  cancelledBy: z.enum(['customer', 'staff', 'system']).nullable(),
  cancelReason: z.string().nullable(),
  customerNote: z.string().nullable(),
  /** When an unpaid bank-transfer order will be cancelled; null once that can no longer happen. */
  expiresAt: isoDate.nullable(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const customerInfoSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const bankDetailsSchema = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bank: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** docs/product-spec.md §3 cart item, as the pending payment keeps it (price in naira, plus kobo for programs). */
export const pendingPaymentItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: naira,
  priceKobo: kobo,
  quantity: z.number().int().positive(),
  quantityType: z.string(),
  image: z.string(),
});

/** docs/product-spec.md §3 pending payment (browser storage key `pending-payment`), plus the server's order id. */
export const pendingPaymentSchema = z.object({
  orderId: z.string(),
  invoiceId: z.string(),
  items: z.array(pendingPaymentItemSchema),
  totalAmount: naira,
  customerInfo: customerInfoSchema,
  bankDetails: bankDetailsSchema,
  whatsappNumbers: z.tuple([z.string(), z.string()]),
  timestamp: isoDate,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** `GET /api/orders/{id}`: the order and what its invoice prints. */
export const orderDetailSchema = orderSchema.extend({
  customerInfo: customerInfoSchema,
  bankDetails: bankDetailsSchema,
  whatsappNumbers: z.tuple([z.string(), z.string()]),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ordersListSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersList = z.infer<typeof ordersListSchema>;

/**
 * `POST /api/shop/buy`. A bank transfer answers the order's `id` and the spec's pending-payment
 * fields; a wallet payment answers the paid order.
 */
export const buyResponseSchema = z.discriminatedUnion('paymentMethod', [
  pendingPaymentSchema.extend({
    id: z.string(),
    paymentMethod: z.literal('bank_transfer'),
    status: orderStatusSchema,
    order: orderSchema,
  }),
  z.object({
    id: z.string(),
    invoiceId: z.string(),
    paymentMethod: z.literal('wallet'),
    status: orderStatusSchema,
    order: orderSchema,
  }),
]);
export type BuyResponse = z.infer<typeof buyResponseSchema>;

export const orderParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/orders/{id}/payment-submitted`: "I have paid", with an optional note. */
export const paymentSubmittedRequestSchema = z
  .object({ note: z.string().trim().max(500).optional() })
  .default({});

/** `POST /api/admin/orders/{id}/reject`. */
export const rejectOrderRequestSchema = z.object({
  reason: z
    .string({ error: ORDER_MESSAGES.rejectReasonRequired })
    .trim()
    .min(3, ORDER_MESSAGES.rejectReasonRequired)
    .max(500),
});

/** `POST /api/orders/confirmations/claim`: orders staff confirmed that the app has not announced. */
export const orderConfirmationsSchema = z.object({
  orders: z.array(z.object({ id: z.string(), invoiceId: z.string() })),
});
export type OrderConfirmations = z.infer<typeof orderConfirmationsSchema>;
