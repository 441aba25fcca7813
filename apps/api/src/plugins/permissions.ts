import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, type Permission } from '@faza/shared';
import { refuse } from '../lib/app-error';
import { addRouteHook, HOOK_ORDER } from '../lib/route-hooks';

/** A route as the guard saw it registered, with the permission it declares, if any. */
type GuardedRoute = { method: string; url: string; permission?: Permission };

/**
 * The one server-side permission guard (docs/architecture.md §3, Roles). A route declares
 * `config: { permission: 'orders:confirm' }`; the guard then answers 401 to a signed-out caller and
 * 403 to a role without that permission, before the body is even validated. The list of guarded
 * routes is kept so a test can walk every one of them with every role.
 */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: GuardedRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD' && route.url.startsWith('/api/'))
          routes.push({ method, url: route.url, ...(permission ? { permission } : {}) });
      // After the session has loaded the user, before the route's own hooks.
      if (permission)
        addRouteHook(route, requirePermission(permission), HOOK_ORDER.permission, 'permission');
    });
  },
  { name: 'faza-permissions', dependencies: ['faza-session'] },
);

const requirePermission =
  (permission: Permission): onRequestAsyncHookHandler =>
  async (req) => {
    if (!req.user) throw refuse('UNAUTHORIZED');
    if (!hasPermission(req.user.role, permission)) throw refuse('FORBIDDEN');
  };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a caller needs; enforced by the permissions plugin. */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** Every /api route, with its declared permission: what the guard's tests walk. */
    apiRoutes: GuardedRoute[];
  }
}
