import { afterEach, describe, expect, it, vi } from 'vitest';
import { fazaCheckResponseSchema } from '@faza/shared';
import { ApiError, apiFetch, REQUEST_TIMEOUT_MS } from './api-client';

/** For the tests of the transport: takes any answer as it is. */
const schema = { parse: (data: unknown) => data };

function respond(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('apiFetch', () => {
  it('calls /api on the same origin with cookies and returns the unwrapped data', async () => {
    const fetch = respond(200, { status: 'success', data: { bundles: [] } });
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch('/bundles', { schema })).resolves.toEqual({ bundles: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bundles');
    expect(init.credentials).toBe('include');
  });

  it('sends json bodies as JSON', async () => {
    const fetch = respond(200, { status: 'success', data: null });
    vi.stubGlobal('fetch', fetch);
    await apiFetch('/auth/signin', {
      method: 'POST',
      json: { 'phone-number': '08031234567' },
      schema,
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"phone-number":"08031234567"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a failed envelope into its error text, code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, {
        status: 'failed',
        error: 'Please enter a FAZA number',
        code: 'VALIDATION',
        fields: { faza: 'Please enter a FAZA number' },
      }),
    );
    const error = await failure(apiFetch('/pantry/send', { schema }));
    expect(error).toMatchObject({
      message: 'Please enter a FAZA number',
      status: 422,
      code: 'VALIDATION',
      fields: { faza: 'Please enter a FAZA number' },
    });
  });

  it("carries a 429's retryAfterSeconds", async () => {
    vi.stubGlobal(
      'fetch',
      respond(429, {
        status: 'failed',
        error: 'Wait',
        code: 'RATE_LIMITED',
        retryAfterSeconds: 42,
      }),
    );
    expect((await failure(apiFetch('/auth/resend-code', { schema }))).retryAfterSeconds).toBe(42);
    vi.stubGlobal(
      'fetch',
      respond(429, { status: 'failed', error: 'Wait', retryAfterSeconds: -1 }),
    );
    expect((await failure(apiFetch('/x', { schema }))).retryAfterSeconds).toBeUndefined();
  });

  it('uses "API request failed" for a failed body without text', async () => {
    vi.stubGlobal('fetch', respond(200, { status: 'failed' }));
    expect((await failure(apiFetch('/x', { schema }))).message).toBe('API request failed');
  });

  it('falls back to the message field, then the generic text, on HTTP errors', async () => {
    vi.stubGlobal('fetch', respond(503, { message: 'Service unavailable' }));
    expect((await failure(apiFetch('/x', { schema }))).message).toBe('Service unavailable');
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    const error = await failure(apiFetch('/x', { schema }));
    expect(error).toMatchObject({ message: 'API request failed', status: 502, code: 'HTTP_502' });
  });

  it('reports no response as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiFetch('/x', { schema }));
    expect(error).toMatchObject({
      message: 'Network error. Please check your connection.',
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('gives up after 30 seconds with the network error text', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const pending = failure(apiFetch('/x', { schema }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it("passes the caller's own cancellation through untouched", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const pending = apiFetch('/x', { signal: controller.signal, schema });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports an unreadable success body as unexpected', async () => {
    vi.stubGlobal('fetch', respond(200, 'not json'));
    expect((await failure(apiFetch('/x', { schema }))).message).toBe(
      'An unexpected error occurred.',
    );
  });
});

describe("apiFetch with the route's schema", () => {
  const lookup = { valid: true, name: 'Ad*** Ok***', self: false };

  it('returns the answer as the schema reads it', async () => {
    vi.stubGlobal('fetch', respond(200, { status: 'success', data: { ...lookup, extra: 1 } }));
    const answer = await apiFetch('/auth/is-faza-valid/123456789012', {
      schema: fazaCheckResponseSchema,
    });
    // Typed by the schema: a field the schema does not know is neither typed nor kept.
    expect(answer).toEqual(lookup);
    expect(answer.name).toBe('Ad*** Ok***');
  });

  it('turns an answer of another shape into the unexpected error, and logs what differs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(200, { status: 'success', data: { ...lookup, valid: 'yes' } }));
    const error = await failure(
      apiFetch('/auth/is-faza-valid/123456789012', { schema: fazaCheckResponseSchema }),
    );
    expect(error).toMatchObject({
      message: 'An unexpected error occurred.',
      status: 200,
      code: 'BAD_RESPONSE',
    });
    expect(log).toHaveBeenCalledTimes(1);
    const [, where, issues] = log.mock.calls[0] as [string, string, unknown];
    expect(where).toBe('/auth/is-faza-valid/123456789012');
    expect(issues).toEqual([expect.objectContaining({ path: ['valid'] })]);
  });

  it('treats a missing body as a mismatch when the schema wants data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(200, ''));
    const error = await failure(apiFetch('/x', { schema: fazaCheckResponseSchema }));
    expect(error.code).toBe('BAD_RESPONSE');
  });

  it('still reports a failed envelope as the server put it, not as a mismatch', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { status: 'failed', error: 'Not here', code: 'NOT_FOUND' }),
    );
    const error = await failure(apiFetch('/x', { schema: fazaCheckResponseSchema }));
    expect(error).toMatchObject({ message: 'Not here', code: 'NOT_FOUND', status: 404 });
  });

  it('types the code with the shared catalogue, so a misspelled one fails the type check', async () => {
    vi.stubGlobal('fetch', respond(409, { status: 'failed', error: 'Taken', code: 'EMAIL_TAKEN' }));
    const error = await failure(apiFetch('/x', { schema: fazaCheckResponseSchema }));
    expect(error.code === 'EMAIL_TAKEN').toBe(true);
    // @ts-expect-error: not a code of packages/shared/src/errors/error-catalogue.ts
    expect(error.code === 'EMAIL_TAKNE').toBe(false);
  });
});
