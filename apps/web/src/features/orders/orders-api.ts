import { useQuery } from '@tanstack/react-query';
import type { BuyRequest, BuyResponse, Order, OrderDetail, OrdersList } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (id: string) => ['orders', id] as const;

/** `POST /api/shop/buy`; the same key for a retry of the same checkout, so it is placed once. */
export const placeOrder = (body: BuyRequest, idempotencyKey: string) =>
  apiFetch<BuyResponse>('/shop/buy', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const reportPayment = (orderId: string, note?: string) =>
  apiFetch<Order>(`/orders/${orderId}/payment-submitted`, {
    method: 'POST',
    json: note ? { note } : {},
  });

export const cancelOrder = (orderId: string) =>
  apiFetch<Order>(`/orders/${orderId}/cancel`, { method: 'POST', json: {} });

export function useOrders() {
  return useQuery({
    queryKey: ordersQueryKey,
    queryFn: async ({ signal }) => (await apiFetch<OrdersList>('/orders', { signal })).orders,
  });
}

export function useOrder(id: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: orderQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch<OrderDetail>(`/orders/${id}`, { signal }),
    enabled: enabled && id !== null,
  });
}
