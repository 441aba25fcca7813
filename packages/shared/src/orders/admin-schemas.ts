import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';
import { orderSchema, paymentMethodSchema } from './schemas';

/**
 * `GET /api/admin/orders?status=&method=&q=`: `open` is awaiting_payment and payment_submitted
 * (oldest first, the payments to check); otherwise newest first. `q` matches the invoice number,
 * the customer's phone or email.
 */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(['open', ...ORDER_STATUSES]).optional(),
  method: paymentMethodSchema.optional(),
  q: z.string().trim().max(100, 'Search is too long.').optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    faza: z.string(),
  }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema) });
