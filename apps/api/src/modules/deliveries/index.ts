// Deliveries of pantry food: customer routes and the staff queue.
export { adminDeliveriesRoutes } from './admin-deliveries-routes';
export { deliveriesRoutes } from './deliveries-routes';
export { countOpenDeliveries } from './deliveries-repository';
