import { describe, expect, it } from 'vitest';
import { groupDigest } from './digest';

const now = new Date('2026-11-24T07:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('groupDigest', () => {
  it('makes one line per food and quantity type, adding the lots up at their earliest date', () => {
    const digest = groupDigest(
      [
        { name: 'Rice', quantityType: '5kg', quantity: 2, expiresAt: inDays(2) },
        { name: 'Rice', quantityType: '5kg', quantity: 1, expiresAt: inDays(1) },
        { name: 'Rice', quantityType: '50kg', quantity: 1, expiresAt: inDays(3) },
        { name: 'Beans', quantityType: '1kg', quantity: 4, expiresAt: inDays(-0.5) },
        { name: 'Beans', quantityType: '1kg', quantity: 1, expiresAt: inDays(-0.2) },
      ],
      now,
    );
    expect(digest).toEqual({
      expiring: [
        { name: 'Rice', quantityType: '5kg', quantity: 3, expiresAt: inDays(1) },
        { name: 'Rice', quantityType: '50kg', quantity: 1, expiresAt: inDays(3) },
      ],
      expired: [{ name: 'Beans', quantityType: '1kg', quantity: 5, expiresAt: inDays(-0.5) }],
    });
  });

  it('says nothing on a day with nothing to say', () => {
    expect(groupDigest([], now)).toBeNull();
    expect(
      groupDigest([{ name: 'Rice', quantityType: '5kg', quantity: 0, expiresAt: inDays(1) }], now),
    ).toBeNull();
  });
});
