import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode } from './error-catalogue';

const STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503]);

describe('the error catalogue', () => {
  it.each(ERROR_CODES)('%s has a failure status and a user-facing message', (code) => {
    const { status, message } = ERROR_CATALOGUE[code];
    expect(STATUSES.has(status), `${code}: ${status}`).toBe(true);
    expect(message.trim().length, code).toBeGreaterThan(0);
    expect(message, code).toBe(message.trim());
  });

  it('names each code once, in machine form', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(ERROR_CODES.map((c) => c.toUpperCase())).size).toBe(ERROR_CODES.length);
  });

  it('knows its own codes and no others', () => {
    expect(isErrorCode('ORDER_NOT_FOUND')).toBe(true);
    expect(isErrorCode('ORDER_NOT_FOUNDD')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
