// Deliveries of pantry food: customer routes and the staff queue.
export { adminDeliveriesRoutes } from './admin-deliveries-routes';
export { deliveriesRoutes } from './deliveries-routes';
export { deliverySlotsRoutes } from './slots-routes';
export { riderRoutes } from './rider-routes';
export { DEMO_RIDER_ACCOUNT, makeDemoRider } from './demo-rider';
export { seedDeliverySlots } from './seed-slots';
export { countOpenDeliveries } from './deliveries-repository';
export { deliveryJobs } from './delivery-jobs';
