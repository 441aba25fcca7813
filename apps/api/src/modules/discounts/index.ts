// Premium Plus bulk purchase discounts (docs/decisions/0038-bulk-discounts.md): the staff-kept table,
// its routes, and the rules a buyer is entitled to, which checkout's pricing reads.
export { discountsRoutes } from './discounts-routes';
export { publicDiscountRules, rulesForBuyer } from './discounts-repository';
