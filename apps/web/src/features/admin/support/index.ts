// The staff console's support section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { SupportSection } from './support-section';
