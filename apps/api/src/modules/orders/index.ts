// The orders module's entry for other modules, and the routes and jobs that app.ts and app-jobs.ts
// register.
export { placeDemoOrders } from './demo-orders';
export { placeCircleOrder, type CircleOrderLine } from './circle-order';
export { placeGroupBuyOrder } from './group-buy-order';
export { adminOrdersRoutes } from './admin-orders-routes';
export { ordersRoutes } from './orders-routes';
export { readMyOrders } from './customer-order-actions';
export { orderJobs } from './orders-jobs';
export { payWaitingOrders, type WaitingOrdersPaid } from './pay-waiting-orders';
