// The catalogue's public entry for other modules (checkout prices orders from it).
export { bundleLineContents, catalogueForOrder } from './catalogue-pricing';
export { announceCatalogueChange } from './catalogue-events';
export { pricePointsFor } from './price-history-repository';
// What app.ts registers.
export { catalogueAdminRoutes } from './catalogue-admin-routes';
export { catalogueCachePlugin } from './catalogue-plugin';
export { catalogueRoutes } from './catalogue-routes';
export { seedCatalogue } from './catalogue-seed';
