import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buyRequestSchema,
  buyResponseSchema,
  ORDER_MESSAGES,
  orderDetailSchema,
  orderConfirmationsSchema,
  orderParamsSchema,
  orderSchema,
  ordersListSchema,
  paymentSubmittedRequestSchema,
  successEnvelope,
  type BuyResponse,
  type SuccessEnvelope,
} from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import {
  cancelMyOrder,
  checkout,
  orderDetail,
  readMyOrders,
  submitPayment,
} from './customer-order-actions';
import { claimConfirmations } from './orders-repository';
import { currentUser, requireUser } from '../auth';

const tags = ['orders'];

/** Checkout answers a signed-out caller with the spec's own words, before reading the body. */
const requireBuyer: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw refuse('SIGN_IN_REQUIRED');
};

/** `POST /api/shop/buy` (docs/product-spec.md §7) and the customer's own orders. */
export async function ordersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const checkoutRule = { points: config.CHECKOUTS_PER_HOUR, windowSeconds: 3600 };

  api.post(
    '/shop/buy',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        summary:
          'Check out: price the order on the server, then await a bank transfer or pay from the wallet (at most CHECKOUTS_PER_HOUR a user an hour)',
        body: withExample(buyRequestSchema, {
          items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 }],
          bundles: [{ id: 'starter-pack', quantity: 1 }],
          'payment-method': 'bank_transfer',
        }),
        response: {
          201: successEnvelope(buyResponseSchema),
          ...errorResponses(
            'STOCK_NOT_FREE',
            'SIGN_IN_REQUIRED',
            'CART_EMPTY',
            'DUPLICATE_LINE',
            'ITEM_NOT_FOUND',
            'ITEM_UNAVAILABLE',
            'TIER_NOT_FOUND',
            'BUNDLE_NOT_FOUND',
            'INSUFFICIENT_BALANCE',
            'OWNER_NOT_FOUND',
            'UNKNOWN_PRODUCT',
            403,
            'OUT_OF_STOCK',
            'IDEMPOTENCY_IN_PROGRESS',
            413,
            429,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent<SuccessEnvelope<BuyResponse>>(
        req,
        reply,
        app.sql,
        {
          route: 'shop.buy',
          required: true,
          // Each checkout writes an order (and a bank-transfer one waits 48 hours for staff).
          limit: {
            key: `checkout:user:${currentUser(req).id}`,
            rule: checkoutRule,
            message: ORDER_MESSAGES.tooManyCheckouts,
          },
        },
        async (tx) => ({
          status: 201,
          body: ok(await checkout(tx, currentUser(req).id, req.body, config)),
        }),
      ),
  );

  api.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My orders, newest first',
        response: { 200: successEnvelope(ordersListSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readMyOrders(app.sql, currentUser(req).id));
    },
  );

  api.post(
    '/orders/confirmations/claim',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Orders staff confirmed since the app last asked (for the 'Order Confirmed!' toast), marked as told",
        response: { 200: successEnvelope(orderConfirmationsSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      const rows = await claimConfirmations(app.sql, currentUser(req).id);
      return ok({ orders: rows.map((r) => ({ id: r.id, invoiceId: r.invoice_number })) });
    },
  );

  api.get(
    '/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One order with its invoice details: mine, or any for staff',
        params: orderParamsSchema,
        response: {
          200: successEnvelope(orderDetailSchema),
          ...errorResponses('ORDER_NOT_FOUND', 400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await orderDetail(app.sql, currentUser(req), req.params.id, config));
    },
  );

  api.post(
    '/orders/:id/payment-submitted',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '"I have paid": the customer reports a bank transfer (proof goes by WhatsApp)',
        params: orderParamsSchema,
        body: withExample(paymentSubmittedRequestSchema, { note: 'Paid from GTBank, ref 0042' }),
        response: {
          200: successEnvelope(orderSchema),
          ...errorResponses(
            'ORDER_NOT_FOUND',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_REJECTABLE',
            'ORDER_NOT_AWAITING_PAYMENT',
            400,
            401,
            403,
          ),
        },
      },
    },
    async (req) => {
      const note = req.body?.note || null;
      return ok(await submitPayment(app.sql, req.params.id, currentUser(req).id, note));
    },
  );

  api.post(
    '/orders/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel my order while it awaits payment',
        params: orderParamsSchema,
        response: {
          200: successEnvelope(orderSchema),
          ...errorResponses(
            'ORDER_NOT_FOUND',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_REJECTABLE',
            'ORDER_NOT_AWAITING_PAYMENT',
            400,
            401,
            403,
          ),
        },
      },
    },
    async (req) => {
      return ok(await cancelMyOrder(app.sql, req.params.id, currentUser(req).id));
    },
  );
}
