// The staff console's audit section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { AuditSection } from './audit-section';
