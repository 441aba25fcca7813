// The staff console's stock section (docs/decisions/0056-warehouse-stock.md). The page uses only
// what is exported here.
export { StockSection } from './stock-section';
