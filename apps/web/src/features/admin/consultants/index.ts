// The staff console's consultants section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { ConsultantPanel } from './consultant-panel';
export { ConsultantsSection } from './consultants-section';
