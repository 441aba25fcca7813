import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderConfirmationsSchema, TOASTS } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toasts';
import { ordersQueryKey } from './orders-api';
import { clearPendingPayment } from './pending-payment-store';

/**
 * docs/product-spec.md §8 'Order Confirmed!' for bank transfers staff confirmed since the customer last looked:
 * asked when the orders or the pantry page loads. The server marks them as told while answering,
 * so the toast appears once, on one device.
 */
export function useOrderConfirmedToast(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    apiFetch('/orders/confirmations/claim', {
      method: 'POST',
      json: {},
      schema: orderConfirmationsSchema,
    }).then(
      ({ orders }) => {
        if (orders.length === 0) return;
        toastSuccess(TOASTS.checkout.orderConfirmed);
        for (const order of orders) clearPendingPayment(order.id);
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['pantry'] });
      },
      () => {
        // Offline or signed out: the next page load asks again.
      },
    );
  }, [queryClient]);
}
