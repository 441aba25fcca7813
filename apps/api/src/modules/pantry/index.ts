// The pantry module's public entry: what other modules (checkout, deliveries, the demo seed) may
// call. Every function runs inside the caller's transaction (`Queryable`), so food moves exactly
// when the caller's own change commits.
export { pantryRoutes } from './pantry-routes';
export { addLots, addPurchasedLots, type AddedLot, type IncomingLine } from './add-lots';
export {
  returnDelivery,
  takeForDelivery,
  type DeliveredLot,
  type DeliveryTake,
} from './deliveries';
export { fillDemoPantries } from './demo-pantry';
export { pantrySummary, type PantrySummary } from './pantry-summary';
export { expiringLots, type ExpiringLot } from './expiring-lots';
export { holdGiftFood, releaseGiftFood, type GiftFood, type HeldLine } from './gift-hold';
export {
  catalogueTiers,
  takeForCooking,
  undoCooking,
  type CookedLine,
  type CookingNeed,
  type UsedLot,
} from './cooking';
