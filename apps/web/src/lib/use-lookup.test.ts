import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fazaLookup, lookupState, phoneLookup } from './use-lookup';

describe('the recipient look-ups', () => {
  it('ask the name enquiry only for 12 digits', () => {
    expect(fazaLookup('1234')).toMatchObject({ enabled: false });
    expect(fazaLookup('123456789012')).toMatchObject({
      key: ['faza-check', '123456789012'],
      path: '/auth/is-faza-valid/123456789012',
      enabled: true,
    });
  });

  it('ask about a phone number only once there is one, its plus sign escaped', () => {
    expect(phoneLookup(null)).toMatchObject({ enabled: false });
    expect(phoneLookup('+2348031234567')).toMatchObject({
      key: ['phone-check', '+2348031234567'],
      path: '/gifts/recipient/%2B2348031234567',
      enabled: true,
    });
  });
});

describe('lookupState', () => {
  const failed = (error: unknown) => lookupState({ isError: true, error, data: undefined });

  it('is pending until an answer, then done with it', () => {
    expect(lookupState({ isError: false, error: null, data: undefined })).toEqual({
      state: 'pending',
    });
    expect(lookupState({ isError: false, error: null, data: { valid: true } })).toEqual({
      state: 'done',
      result: { valid: true },
    });
  });

  it("keeps a 4xx answer's own words, and leaves anything else to the caller's text", () => {
    const tooMany = new ApiError('Too many look-ups. Try again in a minute.', {
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(failed(tooMany)).toEqual({ state: 'error', message: tooMany.message });
    const down = new ApiError('Server error', { status: 503, code: 'HTTP_503' });
    expect(failed(down)).toEqual({ state: 'error', message: undefined });
    expect(failed(new TypeError('offline'))).toEqual({ state: 'error', message: undefined });
  });
});
