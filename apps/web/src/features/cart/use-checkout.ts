import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  buyRequestFromCart,
  TOASTS,
  type BuyResponse,
  type CartLine,
  type PaymentMethod,
} from '@faza/shared';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toasts';
import { bundlesQueryKey, shopQueryKey } from '../catalogue';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ordersQueryKey, placeOrder, setPendingPayment, useOpenInvoice } from '../orders';
import { setCartPanelOpen } from './cart-panel-state';
import { setCartLines } from './cart-store';
import { walletBalanceQueryKey } from './use-wallet-balance';

const T = TOASTS.checkout;

/** docs/product-spec.md §8 checkout failures: the server's reason when it gave one, else the spec's text. */
function checkoutFailed(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return toastError(T.signInRequired);
  if (error instanceof ApiError && error.code === 'CART_EMPTY') return toastError(T.cartEmpty);
  const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
  toastError({
    title: T.failed.title,
    description: told ? (error as ApiError).message : T.failed.description,
  });
}

/**
 * Places the cart as an order. The Idempotency-Key belongs to one cart and one method: pressing
 * again after a network failure retries the same order instead of placing a second one.
 */
export function useCheckout({ onPlaced }: { onPlaced: (response: BuyResponse) => void }) {
  const queryClient = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const openInvoice = useOpenInvoice();

  const checkout = async (lines: readonly CartLine[], method: PaymentMethod) => {
    if (placing) return;
    const body = buyRequestFromCart(lines, method);
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setPlacing(true);
    try {
      const response = await placeOrder(body, attempt.current.key);
      attempt.current = null;
      setCartLines([]);
      if (response.paymentMethod === 'bank_transfer') {
        const { id: _id, paymentMethod: _m, status: _s, order: _o, ...pending } = response;
        setPendingPayment(pending);
        toastSuccess(T.invoiceGenerated);
        // The invoice in this tab; its Back returns to the page the cart was opened on.
        setCartPanelOpen(false);
        openInvoice(response.id);
      } else {
        toastSuccess(T.purchaseSuccess);
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['pantry'] });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      }
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      onPlaced(response);
    } catch (error) {
      // A definite refusal stored nothing on the server: the next press may use a new key.
      if (error instanceof ApiError && error.status !== 0 && error.status !== 409)
        attempt.current = null;
      // Sold out meanwhile: nothing was stored; fresh figures mark the lines in the cart.
      if (error instanceof ApiError && error.code === 'OUT_OF_STOCK') {
        attempt.current = null;
        void queryClient.invalidateQueries({ queryKey: shopQueryKey });
        void queryClient.invalidateQueries({ queryKey: bundlesQueryKey });
      }
      checkoutFailed(error);
    } finally {
      setPlacing(false);
    }
  };

  return { checkout, placing };
}
