import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { orderInvoicePath } from '@faza/shared';

// Marks a history entry the app itself opened the invoice in, so its Back goes back there.
const FROM_APP = { invoiceOpenedBy: 'faza' } as const;

/**
 * Opens an order's invoice in this tab (docs/decisions/0058: one tab, never a window): the invoice
 * page's Back returns to where the customer was, and printing works from it.
 */
export function useOpenInvoice(): (orderId: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (orderId: string) => navigate(orderInvoicePath(orderId), { state: FROM_APP }),
    [navigate],
  );
}

/** Whether this invoice was opened from a page of the app (then Back is the browser's back). */
export function openedFromApp(): boolean {
  const state = window.history.state as Partial<typeof FROM_APP> | null;
  return state?.invoiceOpenedBy === FROM_APP.invoiceOpenedBy;
}
