import { describe, expect, it } from 'vitest';
import { canTurnOff, offersChannel } from './categories';
import { formatUnreadBadge, NOTIFICATION_TEXTS } from './messages';

describe('notification texts and rules', () => {
  it("shows the bell's count up to 99, then 99+", () => {
    expect([1, 99, 100, 2500].map(formatUnreadBadge)).toEqual(['1', '99', '99+', '99+']);
  });

  it('keeps money and orders in the inbox, and offers email only where it is sent', () => {
    expect(canTurnOff('money', 'inbox')).toBe(false);
    expect(canTurnOff('orders', 'inbox')).toBe(false);
    expect(canTurnOff('money', 'email')).toBe(true);
    expect(canTurnOff('digest', 'inbox')).toBe(true);
    expect(offersChannel('food', 'email')).toBe(false);
    expect(canTurnOff('food', 'email')).toBe(false);
  });

  it('titles the digest by what it holds', () => {
    const line = { name: 'Rice', quantityType: '5kg', quantity: 2, expiresAt: new Date(0) };
    const digest = (expiring: number, expired: number) =>
      NOTIFICATION_TEXTS.pantryDigest({
        expiring: Array.from({ length: expiring }, () => line),
        expired: Array.from({ length: expired }, () => line),
      }).title;
    expect(digest(1, 0)).toBe('1 item expires within 3 days');
    expect(digest(3, 0)).toBe('3 items expire within 3 days');
    expect(digest(0, 2)).toBe('2 items expired in your pantry');
    expect(digest(2, 1)).toBe('2 items expire soon, 1 expired');
  });
});
