// Liveness, readiness and the operations metrics (docs/decisions/0032). app.ts and the worker's
// server use only what is exported here.
export { healthRoutes } from './health-routes';
