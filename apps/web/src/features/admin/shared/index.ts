// What every console section shares: the section states, the naira input and the staff decision
// hook. It imports no section; sections use only what is exported here.
export {
  FilterChips,
  inputClass,
  ReasonAction,
  SectionEmpty,
  SectionError,
  SectionLoading,
  waitedFor,
} from './admin-ui';
export { koboToDraft, NairaInput, nairaToKobo } from './naira-input';
export { useStaffDecision } from './use-staff-decision';
