// The orders feature's public entry: what the cart panel needs to check out.
export { ordersQueryKey, placeOrder } from './orders-api';
export { useOpenInvoice } from './invoice-link';
export { OrderStatusBadge } from './order-status-badge';
export { PendingPaymentCard } from './pending-payment-card';
export { setPendingPayment, usePendingPayment } from './pending-payment-store';
export { useOrderConfirmedToast } from './use-order-confirmed-toast';
export { ordersPageData } from './orders-page-data';
