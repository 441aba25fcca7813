// The staff console's discounts section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { DiscountsSection } from './discounts-section';
