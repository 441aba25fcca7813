// The staff console's users section (docs/decisions/0015). The page and other sections use only
// what is exported here.
export { UsersSection } from './users-section';
