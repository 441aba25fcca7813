import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { failureEnvelope } from '@faza/shared';

/** The failure statuses a route can answer, each with the envelope's error schema. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * `response` entries for the failures a route's own handler can answer, so the OpenAPI document
 * tells a client the whole contract: `response: { 200: successEnvelope(x), ...errorResponses(404,
 * 409, 429) }`. What the framework answers on every route of a kind (400 for a bad body, 401/403
 * for a permission, 403 cross-site, 413/415, 500) is added by `documentFrameworkErrors`; listing
 * those here too does no harm. In tests, a route answering a status it does not document fails
 * the test file (test/contract-check.ts).
 */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries([...statuses, 500].map((s) => [s, failureEnvelope])) as Record<
    S | 500,
    typeof failureEnvelope
  >;

/**
 * A request schema carrying an example for the OpenAPI document (the schema's `example`: valid in
 * OpenAPI 3.0, and kept by zod for schemas with transforms, unlike `examples`). Type-checked
 * against the schema here; openapi-contract.test.ts sends it to the route and fails if the route
 * refuses it as invalid.
 */
export const withExample = <T extends z.ZodType>(schema: T, example: z.input<T>): T =>
  schema.meta({ example }) as T;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses Fastify and our plugins answer on a route whatever its handler does: 400 when it
 * validates a body, params or query; 401 and 403 when it declares a permission (the guard); for
 * a state-changing method, 403 from the cross-site check, and 413 and 415 when it takes a body; 500
 * always. Added to `route.schema.response` in an onRoute hook (plugins/openapi.ts), so a new route
 * documents only what its handler adds.
 */
export function documentFrameworkErrors(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = new Set<number>([500]);
  if (schema.body || schema.params || schema.querystring) statuses.add(400);
  if (route.config?.permission) [401, 403].forEach((s) => statuses.add(s));
  if (methods.some((m) => STATE_CHANGING.has(m))) {
    statuses.add(403);
    if (schema.body) [413, 415].forEach((s) => statuses.add(s));
  }
  const response = (schema.response ?? {}) as Record<string, unknown>;
  for (const status of statuses) response[status] ??= failureEnvelope;
  schema.response = response;
}

/** For routes behind @fastify/etag: `response: { 200: …, ...notModified }`. */
export const notModified = {
  304: z
    .null()
    .meta({ description: 'Not modified: If-None-Match named the current ETag. No body.' }),
};
