// The staff console's insights section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { InsightsSection } from './insights-section';
