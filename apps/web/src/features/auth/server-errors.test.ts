import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { retryAfterSeconds, serverFieldErrors, showServerFieldErrors } from './server-errors';

const taken = new ApiError('An account with this email address already exists.', {
  status: 409,
  code: 'EMAIL_TAKEN',
  fields: { 'phone-number': 'Phone taken', email: 'Email taken', other: 'Not on this form' },
});

describe('serverFieldErrors', () => {
  it('keeps the messages of the fields the form shows, in the form order', () => {
    expect(serverFieldErrors(taken, ['email', 'phone-number', 'password'])).toEqual([
      ['email', 'Email taken'],
      ['phone-number', 'Phone taken'],
    ]);
  });

  it('is empty for errors without fields', () => {
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual([]);
    expect(serverFieldErrors(new ApiError('x', { status: 0, code: 'NETWORK_ERROR' }), [])).toEqual(
      [],
    );
  });
});

describe('showServerFieldErrors', () => {
  it('sets each message as a server error on its field, focusing only the first', () => {
    const setError = vi.fn();
    showServerFieldErrors(serverFieldErrors(taken, ['email', 'phone-number']), setError);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email taken' }, { shouldFocus: true }],
      ['phone-number', { type: 'server', message: 'Phone taken' }, { shouldFocus: false }],
    ]);
  });
});

describe('retryAfterSeconds', () => {
  const limited = (retryAfterSeconds?: number) =>
    new ApiError('Please wait 42 seconds before trying again.', {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds,
    });

  it("reads the wait from the 429's data, never from its text", () => {
    expect(retryAfterSeconds(limited(17))).toBe(17);
    expect(retryAfterSeconds(limited())).toBeNull();
  });

  it('is null for other errors', () => {
    expect(
      retryAfterSeconds(
        new ApiError('x', { status: 400, code: 'BAD_REQUEST', retryAfterSeconds: 4 }),
      ),
    ).toBe(null);
    expect(retryAfterSeconds(new Error('Please wait 4 seconds'))).toBeNull();
  });
});
