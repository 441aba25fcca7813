// The deliveries feature's public entry: what the pantry page and the staff console use.
export { DeliveryStatusBadge } from './delivery-status-badge';
export { RequestDeliveryButton } from './request-delivery-button';
