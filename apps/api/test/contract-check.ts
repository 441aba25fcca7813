import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isErrorCode } from '@faza/shared';
import { declaredCodes, FRAMEWORK_CODES } from '../src/lib/route-schema';

type RouteSchema = { response?: Record<string, unknown>; hide?: boolean };

/** The route's schema, or null for the not-found handler, the SPA and test-only routes. */
function checkedSchema(req: FastifyRequest): RouteSchema | null {
  const url = req.routeOptions.url;
  // Not the not-found handler, the SPA, or routes a test file adds for itself (/api/test…).
  if (!url?.startsWith('/api/') || url.startsWith('/api/test')) return null;
  const schema = req.routeOptions.schema as RouteSchema | undefined;
  return schema?.hide ? null : (schema ?? {});
}

/**
 * Every status a route answers is in its documented `schema.response` (and so in
 * the OpenAPI document), and every error code it answers under a status whose entry lists codes
 * (`errorResponses('ORDER_NOT_FOUND', …)`) is one of them or a framework code. Installed on every
 * test app (test-app.ts): each such answer is recorded, and closing the app throws with the list,
 * which fails that test file. Fix by declaring the status or code in the route's
 * `...errorResponses(…)` (lib/route-schema.ts).
 */
export function recordUndocumentedStatuses(app: FastifyInstance): () => string[] {
  const found = new Set<string>();
  app.addHook('onSend', async (req, reply, payload) => {
    const schema = checkedSchema(req);
    if (!schema || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const codes = declaredCodes(schema.response?.[String(reply.statusCode)]);
    if (!codes) return payload;
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      return payload;
    }
    // A code outside the catalogue is Fastify's own (e.g. a client that hung up), never a refusal.
    if (
      typeof code === 'string' &&
      isErrorCode(code) &&
      !codes.includes(code) &&
      !FRAMEWORK_CODES.has(code)
    )
      found.add(
        `${req.method} ${req.routeOptions.url} answered ${reply.statusCode} ${code}, declared: ${codes.join(', ')}`,
      );
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const schema = checkedSchema(req);
    if (!schema) return;
    const documented = Object.keys(schema.response ?? {});
    const status = String(reply.statusCode);
    const range = `${status[0]}XX`;
    if (!documented.some((d) => d === status || d.toUpperCase() === range || d === 'default'))
      found.add(
        `${req.method} ${req.routeOptions.url} answered ${status}, documented: ${documented.join(', ')}`,
      );
  });
  return () => [...found];
}
