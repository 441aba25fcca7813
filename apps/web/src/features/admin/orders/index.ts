// The staff console's orders section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { OrdersSection } from './orders-section';
export { useAdminOrders } from './use-admin-orders';
