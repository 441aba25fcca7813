// The catalogue's public entry for other modules (checkout prices orders from it).
export {
  bundleLineContents,
  catalogueForOrder,
  type PricedBundle,
  type PricedProduct,
} from './catalogue-pricing';
export { announceCatalogueChange, CATALOGUE_CHANNEL } from './catalogue-events';
export { pricePointsFor } from './price-history-repository';
