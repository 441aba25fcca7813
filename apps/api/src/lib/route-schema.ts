import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CATALOGUE,
  failureEnvelope,
  type ErrorCode,
  type ErrorStatus as SharedErrorStatus,
} from '@faza/shared';

/** The failure statuses a route can answer, each with the envelope's error schema. */
export type ErrorStatus = SharedErrorStatus | 414;

/**
 * Codes any route may answer without declaring them: the framework's and our plugins' (a bad body,
 * the permission guard, the cross-site check, a body too large, the idempotency wrapper, a rate
 * limit, the masked 500). `documentFrameworkErrors` documents their statuses.
 */
export const FRAMEWORK_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'CTP_INVALID_JSON_BODY',
  'CTP_EMPTY_JSON_BODY',
  'CTP_BODY_TOO_LARGE',
  'CTP_INVALID_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'PHONE_NOT_VERIFIED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'INTERNAL',
]);

type StatusOf<E> = E extends ErrorCode ? (typeof ERROR_CATALOGUE)[E]['status'] : E;

/** The failure envelope of one status, its `code` listing the codes a route declared for it. */
const codedEnvelope = (codes: ErrorCode[]) =>
  failureEnvelope.extend({
    code: z.string().meta({
      enum: codes,
      description: codes.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join('\n'),
    }),
  });

/** The codes a route declared for a status (from `errorResponses`), or undefined if none. */
export function declaredCodes(schema: unknown): ErrorCode[] | undefined {
  const code = (schema as { shape?: { code?: { meta?: () => { enum?: ErrorCode[] } } } })?.shape
    ?.code;
  return code?.meta?.()?.enum;
}

/**
 * `response` entries for the failures a route's own handler can answer, so the OpenAPI document
 * tells a client the whole contract: `response: { 200: successEnvelope(x),
 * ...errorResponses('ORDER_NOT_FOUND', 'ORDER_ALREADY_PAID', 429) }`. A code (packages/shared
 * error catalogue) documents its status with the code listed under it; a bare status documents the
 * status alone. What the framework answers on every route of a kind (400 for a bad body, 401/403
 * for a permission, 403 cross-site, 413/415, 500; FRAMEWORK_CODES) is added by
 * `documentFrameworkErrors`. In tests, a route answering a status it does not document, or a code
 * it does not declare under a status that lists codes, fails the test file (test/contract-check.ts).
 */
export const errorResponses = <const E extends readonly (ErrorCode | ErrorStatus)[]>(
  ...declared: E
) => {
  const byStatus = new Map<number, ErrorCode[]>([[500, []]]);
  for (const d of declared) {
    const status = typeof d === 'number' ? d : ERROR_CATALOGUE[d as ErrorCode].status;
    const codes = byStatus.get(status) ?? [];
    if (typeof d !== 'number') codes.push(d as ErrorCode);
    byStatus.set(status, codes);
  }
  return Object.fromEntries(
    [...byStatus].map(([s, codes]) => [s, codes.length ? codedEnvelope(codes) : failureEnvelope]),
  ) as Record<StatusOf<E[number]> | 500, typeof failureEnvelope>;
};

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
