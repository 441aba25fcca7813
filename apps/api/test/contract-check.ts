import type { FastifyInstance } from 'fastify';

/**
 * Every status a route answers is in its documented `schema.response` (and so in
 * the OpenAPI document). Installed on every test app (test-app.ts): each answer of a route
 * (`/api/…`) whose status the route does not document is recorded, and closing the app throws
 * with the list, which fails that test file. Fix by adding the status to the route's
 * `...errorResponses(…)` (lib/route-schema.ts).
 */
export function recordUndocumentedStatuses(app: FastifyInstance): () => string[] {
  const found = new Set<string>();
  app.addHook('onResponse', async (req, reply) => {
    const url = req.routeOptions.url;
    // Not the not-found handler, the SPA, or routes a test file adds for itself (/api/test…).
    if (!url?.startsWith('/api/') || url.startsWith('/api/test')) return;
    const schema = req.routeOptions.schema as {
      response?: Record<string, unknown>;
      hide?: boolean;
    };
    if (schema?.hide) return;
    const documented = Object.keys(schema?.response ?? {});
    const status = String(reply.statusCode);
    const range = `${status[0]}XX`;
    if (!documented.some((d) => d === status || d.toUpperCase() === range || d === 'default'))
      found.add(`${req.method} ${url} answered ${status}, documented: ${documented.join(', ')}`);
  });
  return () => [...found];
}
