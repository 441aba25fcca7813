import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, MESSAGES } from '@faza/shared';
import { recipientStatus } from './recipient-status';

const FULL = '123456789012';
const done = (valid: boolean, self = false) =>
  ({ state: 'done', result: { valid, self, name: valid ? 'Bo*** Ad***' : null } }) as const;

describe('recipientStatus', () => {
  it('stays quiet while typing, then asks for a number or 12 digits', () => {
    const pending = { state: 'pending' } as const;
    expect(recipientStatus({ digits: '1234', touched: false, lookup: pending })).toEqual({
      kind: 'idle',
    });
    expect(recipientStatus({ digits: '', touched: true, lookup: pending })).toEqual({
      kind: 'error',
      message: MESSAGES.faza.required,
    });
    expect(recipientStatus({ digits: '1234', touched: true, lookup: pending })).toEqual({
      kind: 'error',
      message: MESSAGES.faza.length,
    });
  });

  it('shows the masked name of a valid number', () => {
    expect(recipientStatus({ digits: FULL, touched: false, lookup: done(true) })).toEqual({
      kind: 'found',
      name: 'Bo*** Ad***',
    });
    expect(recipientStatus({ digits: FULL, touched: false, lookup: { state: 'pending' } })).toEqual(
      { kind: 'checking' },
    );
  });

  it('refuses an unknown number, your own, and says when the check failed', () => {
    const status = (lookup: Parameters<typeof recipientStatus>[0]['lookup']) =>
      recipientStatus({ digits: FULL, touched: true, lookup });
    expect(status(done(false))).toEqual({ kind: 'error', message: MESSAGES.faza.invalid });
    expect(status(done(true, true))).toEqual({ kind: 'error', message: MESSAGES.faza.self });
    expect(status({ state: 'error' })).toEqual({
      kind: 'error',
      message: ERROR_TEXTS.fazaValidationFailed,
    });
    expect(
      status({ state: 'error', message: 'Please wait 5 seconds before trying again.' }),
    ).toEqual({ kind: 'error', message: 'Please wait 5 seconds before trying again.' });
  });
});
