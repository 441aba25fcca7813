import { ERROR_CATALOGUE, ORDER_MESSAGES } from '@faza/shared';
import { describe, expect, it } from 'vitest';
import { refuse } from './app-error';

describe('refuse', () => {
  it('answers the catalogue’s status and message for a code', () => {
    const error = refuse('ORDER_NOT_FOUND');
    expect([error.statusCode, error.code, error.message, error.fields]).toEqual([
      404,
      'ORDER_NOT_FOUND',
      ORDER_MESSAGES.notFound,
      undefined,
    ]);
  });

  it('takes a message with an amount in it, and puts it under a field', () => {
    const message = ORDER_MESSAGES.unknownItem('Caviar');
    const error = refuse('ITEM_NOT_FOUND', { message, field: 'items.0' });
    expect(error.statusCode).toBe(ERROR_CATALOGUE.ITEM_NOT_FOUND.status);
    expect([error.message, error.fields]).toEqual([message, { 'items.0': message }]);
  });

  it('keeps fields and the wait of a 429', () => {
    const error = refuse('RATE_LIMITED', { fields: { a: 'b' }, retryAfterSeconds: 7 });
    expect([error.statusCode, error.fields, error.retryAfterSeconds]).toEqual([429, { a: 'b' }, 7]);
  });

  it('refuses an unknown code at the type check', () => {
    // @ts-expect-error: not a code of packages/shared/src/errors/error-catalogue.ts
    expect(() => refuse('ORDER_NOT_FUOND')).toThrow();
  });
});
