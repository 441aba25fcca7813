// The orders module's entry for other modules. Its routes are registered by app.ts directly.
export { placeDemoOrders } from './demo-orders';
export { placeCircleOrder, type CircleOrderLine } from './circle-order';
