// The staff console's payments section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { PaymentsSection } from './payments-section';
