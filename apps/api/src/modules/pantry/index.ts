// The pantry module's public entry: what other modules (checkout, deliveries, the demo seed) may
// call. Every function runs inside the caller's transaction (`Queryable`), so food moves exactly
// when the caller's own change commits.
export { pantryRoutes } from './pantry-routes';
export { readPantry } from './pantry-read';
export { addGroupShares, addLots, addPurchasedLots, type AddedLot } from './add-lots';
export { returnDelivery, takeForDelivery } from './deliveries';
export { fillDemoPantries } from './demo-pantry';
export { pantrySummary } from './pantry-summary';
export { expiringLots } from './expiring-lots';
export { holdGiftFood, releaseGiftFood, type GiftFood } from './gift-hold';
export { takeForCooking, undoCooking, type CookedLine, type UsedLot } from './cooking';
