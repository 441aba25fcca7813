// Deliveries of pantry food: customer routes and the staff queue.
export { adminDeliveriesRoutes } from './admin-deliveries-routes';
export { deliveriesRoutes } from './deliveries-routes';
export { deliverySlotsRoutes } from './slots-routes';
export { riderRoutes } from './rider-routes';
export { seedDeliverySlots } from './seed-slots';
export { countOpenDeliveries } from './deliveries-repository';
