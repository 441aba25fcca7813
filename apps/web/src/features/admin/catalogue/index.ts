// The staff console's catalogue section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { CatalogueSection } from './catalogue-section';
