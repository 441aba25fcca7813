// The stock module's entry (docs/decisions/0056-warehouse-stock.md): the calls other modules make
// inside their own transactions, and the staff routes app.ts registers.
export { reserveOrderStock, sellOrderStock, releaseOrderStock } from './order-stock';
export { takeStockOut, holdForPantry } from './custody-moves';
export { openStock } from './opening-stock';
export { freeStockByProduct, listStockLevels } from './stock-levels';
export { stockRoutes } from './stock-routes';
export { checkStock } from './stock-check';
export { STOCK_CHANNEL } from './stock-events';
