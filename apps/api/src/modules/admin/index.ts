// The staff console's users and audit log (docs/decisions/0015). Other modules and app.ts use only
// what is exported here.
export { adminRoutes } from './admin-routes';
