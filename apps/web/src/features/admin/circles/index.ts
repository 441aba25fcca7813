// The staff console's circles section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { CirclesSection } from './circles-section';
