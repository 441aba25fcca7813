import type { ErrorCode } from '@faza/shared';
import { API_ERROR_TEXTS as ERROR_TEXTS } from './api-messages';
import { noteResponseDate } from './saved-at';
import { reportReachable, SW_CACHE_HEADER } from './use-online';

import { REQUEST_TIMEOUT_MS } from './request-timeout';

export { REQUEST_TIMEOUT_MS } from './request-timeout';

const API_PREFIX = '/api';

/**
 * The code of a failed call: one of the server's catalogue (packages/shared/src/errors, so a
 * misspelled `error.code === 'X'` fails the type check), or one of the client's own when no usable
 * answer arrived.
 */
export type ApiErrorCode =
  | ErrorCode
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'UNEXPECTED'
  | 'BAD_RESPONSE'
  | 'FAILED'
  | `HTTP_${number}`;

/** A failed API call, already turned into the user-facing message of docs/product-spec.md §8. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (offline, timeout, DNS). */
  readonly status: number;
  /** Machine-readable code from the server, or one of ours (NETWORK_ERROR, TIMEOUT, ...). */
  readonly code: ApiErrorCode;
  /** Per-field messages for forms, when the server sent them. */
  readonly fields: Record<string, string> | undefined;
  /** On a 429: seconds until trying again is worth it, from the envelope's `retryAfterSeconds`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: {
      status: number;
      code: ApiErrorCode;
      fields?: Record<string, string> | undefined;
      retryAfterSeconds?: number | undefined;
    },
  ) {
    super(message);
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * What checks an answer: the route's response schema from @faza/shared (the one the API answers
 * with), or anything else with its `parse`. Typed structurally so this file imports no zod: the
 * client is on every page's first load, the schemas are not.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type ApiRequestInit<T> = Omit<RequestInit, 'body'> & {
  body?: RequestInit['body'];
  /** Serialised as the JSON body; use instead of `body` for plain data. */
  json?: unknown;
  /** The route's response schema: the `data` of the envelope is parsed with it. */
  schema: ResponseSchema<T>;
};

/**
 * Calls our API on the same origin and returns the `data` of the success envelope, parsed with
 * `schema` (docs/architecture.md §1a): `apiFetch('/bundles', { signal, schema: bundlesResponseSchema })`.
 * `path` is relative to `/api`. Throws `ApiError` with the docs/product-spec.md §8 message (an answer the schema
 * refuses is `BAD_RESPONSE`); a cancellation by the caller's own signal is re-thrown untouched so
 * TanStack Query can tell it apart from a failure.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit<T>): Promise<T> {
  const { json, schema, signal: callerSignal, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  // AbortSignal.any and AbortSignal.timeout are missing on older Android WebViews, so link by hand.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(apiUrl(path), {
        ...rest,
        body,
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      if (callerSignal?.aborted && !timedOut) throw error;
      if (timedOut || error instanceof TypeError) reportReachable(false);
      throw noResponseError(timedOut || error instanceof TypeError, timedOut);
    }
    // What this answer says about the network: the service worker's fallback copy means the
    // network failed; its stale-while-revalidate copy says nothing; anything else came through it.
    const fromCache = response.headers.get(SW_CACHE_HEADER);
    if (fromCache === 'fallback') reportReachable(false);
    else if (fromCache === null) reportReachable(true);
    const payload = await readJson(response);
    // The body can stall after the headers arrive; a timeout then is still "no response".
    if (timedOut) throw noResponseError(true, true);
    if (callerSignal?.aborted) throw callerSignal.reason;
    const data = unwrap(response, payload, schema, path);
    // Reads only: when what is on screen was saved (the offline banner's time).
    if ((rest.method ?? 'GET').toUpperCase() === 'GET')
      noteResponseDate(response.headers.get('date'));
    return data;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The server answers only codes of the catalogue (apps/api/src/lib/app-error.ts refuses others). */
const serverCode = (code: unknown) => nonEmptyString(code) as ErrorCode | undefined;

function noResponseError(isNetwork: boolean, timedOut: boolean): ApiError {
  return new ApiError(isNetwork ? ERROR_TEXTS.network : ERROR_TEXTS.unexpected, {
    status: 0,
    code: timedOut ? 'TIMEOUT' : isNetwork ? 'NETWORK_ERROR' : 'UNEXPECTED',
  });
}

/**
 * The answer typed as `T`, not parsed. Only for calls made on the landing page's or the shop's
 * first load, which have no room for zod (some 25 KB gzipped; the landing page's budget is 80 KB):
 * written there as `schema: import.meta.env.DEV ? theSchema : unchecked<T>()`, so the dev server
 * and the unit tests (Vitest sets DEV too) parse, while the production build folds the condition
 * before bundling and drops the schema, and zod with it. Production then trusts the shape the API
 * validated with the same schema. (A shared constant instead of `import.meta.env.DEV` is folded
 * only after chunking, too late: the schema's chunk stays imported.)
 */
export const unchecked = <T>(): ResponseSchema<T> => ({ parse: (data) => data as T });

/**
 * Turns a response into its data as `schema` reads it, or an `ApiError` following docs/product-spec.md §8: an
 * unreadable body or one of another shape is the unexpected error.
 */
function unwrap<T>(response: Response, payload: unknown, schema: ResponseSchema<T>, path: string) {
  const envelope = asRecord(payload);
  if (!response.ok) {
    const message =
      nonEmptyString(envelope?.error) ?? nonEmptyString(envelope?.message) ?? ERROR_TEXTS.apiFailed;
    throw new ApiError(message, {
      status: response.status,
      code: serverCode(envelope?.code) ?? `HTTP_${response.status}`,
      fields: asFields(envelope?.fields),
      retryAfterSeconds: positiveInteger(envelope?.retryAfterSeconds),
    });
  }
  if (envelope?.status === 'failed') {
    throw new ApiError(nonEmptyString(envelope.error) ?? ERROR_TEXTS.apiFailed, {
      status: response.status,
      code: serverCode(envelope.code) ?? 'FAILED',
      fields: asFields(envelope.fields),
    });
  }
  if (payload !== INVALID_JSON) {
    try {
      // docs/product-spec.md §7: responses are unwrapped from a data field; tolerate a bare or empty body (204).
      return schema.parse(envelope && 'data' in envelope ? envelope.data : payload);
    } catch (error) {
      // For whoever changed the API: which fields no longer match (zod's issues).
      console.error('Unexpected answer', path, (error as { issues?: unknown }).issues ?? error);
    }
  }
  throw new ApiError(ERROR_TEXTS.unexpected, { status: response.status, code: 'BAD_RESPONSE' });
}

function apiUrl(path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  return normalised.startsWith(`${API_PREFIX}/`) ? normalised : `${API_PREFIX}${normalised}`;
}

const INVALID_JSON = Symbol('invalid-json');

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return INVALID_JSON;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function asFields(value: unknown): Record<string, string> | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(record)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}
