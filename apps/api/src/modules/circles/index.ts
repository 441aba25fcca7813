import type { FastifyInstance } from 'fastify';
import { adminCirclesRoutes } from './admin-circles-routes';
import { circleMoneyRoutes } from './circle-money-routes';
import { circlesRoutes } from './circles-routes';

// The food circles module (docs/decisions/0043-food-circles.md): members save together toward
// food; the money sits in the ledger's circles held account, never with a person.
export { circleJobs } from './circle-jobs';
export { fillDemoCircle, DEMO_CIRCLE_NAME } from './demo-circle';

/** Every circles route, under /api. */
export async function circlesModuleRoutes(app: FastifyInstance) {
  await app.register(circlesRoutes);
  await app.register(circleMoneyRoutes);
  await app.register(adminCirclesRoutes);
}
