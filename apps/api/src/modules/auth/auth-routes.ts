import type { FastifyInstance } from 'fastify';
import type { AuthOptions } from './auth-options';
import { devicesRoutes } from './devices-routes';
import { fazaRoutes } from './faza-routes';
import { nameRoutes } from './name-routes';
import { passwordRoutes } from './password-routes';
import { phoneRoutes } from './phone-routes';
import { sessionRoutes } from './session-routes';
import { signupRoutes } from './signup-routes';

/** Accounts: `/api/auth/*` (docs/product-spec.md §7 paths plus docs/architecture.md §4 additions). */
export async function authRoutes(app: FastifyInstance, opts: AuthOptions = {}) {
  await app.register(signupRoutes, opts);
  await app.register(sessionRoutes);
  await app.register(devicesRoutes);
  await app.register(passwordRoutes);
  await app.register(phoneRoutes, opts);
  await app.register(fazaRoutes);
  await app.register(nameRoutes);
}
