import type { FastifyInstance } from 'fastify';
import { adminConsultantsRoutes } from './admin-consultants-routes';
import { adminSupportRoutes } from './admin-support-routes';
import { consultantPlanRoutes } from './consultant-plan-routes';
import { consultantRoutes } from './consultant-routes';
import { supportRoutes } from './support-routes';

// Support conversations and the Premium Plus food consultant (docs/decisions/0039).
export { fillDemoSupport, DEMO_SUPPORT_ACCOUNTS } from './demo-support';

/** Every support and consultant route, under /api. */
export async function supportModuleRoutes(app: FastifyInstance) {
  await app.register(supportRoutes);
  await app.register(consultantRoutes);
  await app.register(adminSupportRoutes);
  await app.register(adminConsultantsRoutes);
  await app.register(consultantPlanRoutes);
}
