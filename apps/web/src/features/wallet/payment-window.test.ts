import { describe, expect, it } from 'vitest';
import { PAYMENT_WINDOW_MESSAGE_TYPE } from '@faza/shared';
import { isPaymentMessage } from './payment-window';

const ORIGIN = 'https://faza.example';
const data = { type: PAYMENT_WINDOW_MESSAGE_TYPE, reference: 'TOP-123456', status: 'success' };

describe('isPaymentMessage', () => {
  it('accepts our payment window’s message about this top-up', () => {
    expect(isPaymentMessage({ origin: ORIGIN, data }, ORIGIN, 'TOP-123456')).toBe(true);
  });

  it('ignores other origins, other references and other messages', () => {
    expect(isPaymentMessage({ origin: 'https://evil.example', data }, ORIGIN, 'TOP-123456')).toBe(
      false,
    );
    expect(isPaymentMessage({ origin: ORIGIN, data }, ORIGIN, 'TOP-999999')).toBe(false);
    expect(isPaymentMessage({ origin: ORIGIN, data: 'hello' }, ORIGIN, 'TOP-123456')).toBe(false);
    expect(
      isPaymentMessage(
        { origin: ORIGIN, data: { ...data, status: 'maybe' } },
        ORIGIN,
        'TOP-123456',
      ),
    ).toBe(false);
  });
});
