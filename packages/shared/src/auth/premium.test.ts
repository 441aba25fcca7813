import { describe, expect, it } from 'vitest';
import { premiumFlags } from './premium';

const now = new Date('2025-06-01T12:00:00Z');
const later = new Date('2025-07-01T12:00:00Z');
const earlier = new Date('2025-05-01T12:00:00Z');

describe('premiumFlags', () => {
  it.each([
    ['basic', null, false, false],
    ['basic', later, false, false],
    ['premium', later, true, false],
    ['premium', null, true, false],
    ['premium', earlier, false, false],
    ['premium', now, false, false],
    ['premium_plus', later, true, true],
    ['premium_plus', earlier, false, false],
  ] as const)('%s until %s → premium %s, plus %s', (tier, endsAt, isPremium, isPremiumPlus) => {
    expect(premiumFlags(tier, endsAt, now)).toEqual({ isPremium, isPremiumPlus });
  });
});
