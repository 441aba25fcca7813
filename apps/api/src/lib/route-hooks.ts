import type { onRequestHookHandler, RouteOptions } from 'fastify';

/** Where a framework hook runs among a route's onRequest hooks; the route's own come after all. */
export const HOOK_ORDER = { originCheck: 10, session: 20, permission: 30 } as const;

type Ordered = { hookOrder?: number };
type Hook = onRequestHookHandler | ((...args: never[]) => unknown);

/**
 * Adds a cross-cutting onRequest hook to one route (from an onRoute hook), in its fixed place:
 * the cross-site check, then the session, then the permission guard, then the route's own hooks.
 * Hooks are given only to the routes that need them (docs/decisions/0033-the-fixed-cost-of-a-
 * request.md): a public read runs none of them. Adding the same hook twice (Fastify's HEAD twin of
 * a GET route shares its options) is a no-op.
 */
export function addRouteHook(route: RouteOptions, hook: Hook, order: number, kind: string): void {
  const tagged = Object.assign(hook, { hookOrder: order, hookKind: kind });
  const existing = route.onRequest ?? [];
  const hooks = (Array.isArray(existing) ? [...existing] : [existing]) as (Hook &
    Ordered & { hookKind?: string })[];
  if (hooks.some((h) => h.hookKind === kind)) return;
  const at = hooks.findIndex((h) => (h.hookOrder ?? Infinity) > order);
  hooks.splice(at < 0 ? hooks.length : at, 0, tagged);
  route.onRequest = hooks as RouteOptions['onRequest'];
}
