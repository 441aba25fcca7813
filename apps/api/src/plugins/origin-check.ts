import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/app-error';
import { addRouteHook, HOOK_ORDER } from '../lib/route-hooks';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard (docs/architecture.md §5), on top of SameSite=Lax cookies: a
 * state-changing request that a browser says comes from another site is refused with 403.
 * - `Sec-Fetch-Site: cross-site` is refused.
 * - An `Origin` header must name our origin: PUBLIC_URL's, or the host the request was sent to.
 * Requests without either header (curl, server-to-server, tests) pass: they carry no victim's
 * cookies. A route that must take cross-site posts (a payment provider's webhook) opts out with
 * `config: { skipOriginCheck: true }`. The check is given to the state-changing routes only, so a
 * read runs no hook for it (docs/decisions/0033-the-fixed-cost-of-a-request.md).
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : null;

    // Callback style, not async: no promise per request.
    const originCheckHook: onRequestHookHandler = (req, _reply, done) => {
      if (!STATE_CHANGING.has(req.method) || isSameSite(req, publicOrigin)) return done();
      done(refuse('CROSS_SITE_REQUEST'));
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.some((m) => STATE_CHANGING.has(m)) && !route.config?.skipOriginCheck)
        addRouteHook(route, originCheckHook, HOOK_ORDER.originCheck, 'origin-check');
    });
  },
  { name: 'faza-origin-check' },
);

function isSameSite(req: FastifyRequest, publicOrigin: string | null): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin); // 'null' (sandboxed frames, privacy redirects) throws: refused.
  } catch {
    return false;
  }
  return (
    parsed.origin === publicOrigin || parsed.host === normalizedHost(parsed.protocol, req.host)
  );
}

/** The Host header as URL.host writes it (lowercase, default port dropped), or '' if unusable. */
function normalizedHost(protocol: string, host: string): string {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return '';
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept state-changing requests from other sites (webhooks). */
    skipOriginCheck?: boolean;
  }
}
