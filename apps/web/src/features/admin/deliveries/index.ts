// The staff console's deliveries section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { DeliveriesSection } from './deliveries-section';
