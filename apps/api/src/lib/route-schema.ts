import { failureEnvelope } from '@faza/shared';

/** The failure statuses a route can answer, each with the envelope's error schema. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 422 | 429 | 500 | 502 | 503;

/**
 * `response` entries for the failures a route can answer, so the OpenAPI document tells a client
 * the whole contract: `response: { 200: successEnvelope(x), ...errorResponses(400, 401, 429) }`.
 * Every route may answer 500 (masked), so it is always included.
 */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries([...statuses, 500].map((s) => [s, failureEnvelope])) as Record<
    S | 500,
    typeof failureEnvelope
  >;
