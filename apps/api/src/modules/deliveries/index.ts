// Deliveries of pantry food (issue 11): customer routes and the staff queue.
export { adminDeliveriesRoutes } from './admin-deliveries-routes';
export { deliveriesRoutes } from './deliveries-routes';
export { countOpenDeliveries } from './deliveries-repository';
