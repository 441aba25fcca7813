import { useQuery } from '@tanstack/react-query';
import {
  buyResponseSchema,
  orderDetailSchema,
  orderSchema,
  ordersListSchema,
  type BuyRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (id: string) => ['orders', id] as const;

/** `POST /api/shop/buy`; the same key for a retry of the same checkout, so it is placed once. */
export const placeOrder = (body: BuyRequest, idempotencyKey: string) =>
  apiFetch('/shop/buy', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: buyResponseSchema,
  });

export const reportPayment = (orderId: string, note?: string) =>
  apiFetch(`/orders/${orderId}/payment-submitted`, {
    method: 'POST',
    json: note ? { note } : {},
    schema: orderSchema,
  });

export const cancelOrder = (orderId: string) =>
  apiFetch(`/orders/${orderId}/cancel`, { method: 'POST', json: {}, schema: orderSchema });

export function useOrders() {
  return useQuery({
    queryKey: ordersQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/orders', { signal, schema: ordersListSchema })).orders,
  });
}

export function useOrder(id: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: orderQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/orders/${id}`, { signal, schema: orderDetailSchema }),
    enabled: enabled && id !== null,
    // Money arriving in the customer's own account number pays it with nobody pressing anything
    // (docs/decisions/0055): an unpaid order asks again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' ||
      query.state.data?.status === 'payment_submitted'
        ? 3000
        : false,
  });
}
