import { describe, expect, it } from 'vitest';
import {
  checkLimit,
  DEFAULT_TIER_LIMITS,
  lagosDayEnd,
  lagosDayStart,
  type KycTier,
} from './limits';

const ask = (tier: KycTier, over: Partial<Parameters<typeof checkLimit>[0]> = {}) =>
  checkLimit({
    tier,
    limits: DEFAULT_TIER_LIMITS[tier],
    direction: 'in',
    amountKobo: 100,
    usedTodayKobo: 0,
    balanceKobo: 0,
    ...over,
  });

describe('tier limits', () => {
  it.each([
    [1 as const, 50_000_00],
    [2 as const, 200_000_00],
    [3 as const, 5_000_000_00],
  ])('Tier %i receives up to its daily limit exactly, not a kobo more', (tier, daily) => {
    expect(ask(tier, { amountKobo: 1_00, usedTodayKobo: daily - 1_00 })).toEqual({ allowed: true });
    const over = ask(tier, { amountKobo: 1_01, usedTodayKobo: daily - 1_00 });
    expect(over).toMatchObject({ allowed: false, limit: 'daily_in', leftKobo: 1_00 });
    expect(ask(tier, { amountKobo: daily })).toEqual({ allowed: true });
    expect(ask(tier, { amountKobo: daily + 1 })).toMatchObject({ allowed: false });
  });

  it('says what to do next at each tier', () => {
    const t1 = ask(1, { amountKobo: 50_000_01 });
    expect(t1).toMatchObject({
      message:
        'Verify your BVN or NIN to receive more than ₦50,000 a day. You can receive ₦50,000 more today.',
    });
    const t2 = ask(2, { amountKobo: 150_000_00, usedTodayKobo: 60_000_00 });
    expect(t2).toMatchObject({
      message:
        'Verify your address to receive more than ₦200,000 a day. You can receive ₦140,000 more today.',
    });
    const t3 = ask(3, { amountKobo: 1_00, usedTodayKobo: 5_000_000_00 });
    expect(t3).toMatchObject({
      leftKobo: 0,
      message:
        'You can receive at most ₦5,000,000 a day. You can receive ₦0 more today; the limit starts again at midnight.',
    });
  });

  it.each([
    [1 as const, 300_000_00],
    [2 as const, 500_000_00],
  ])('Tier %i may hold its cap exactly, not a kobo more', (tier, cap) => {
    expect(ask(tier, { amountKobo: 10_00, balanceKobo: cap - 10_00 })).toEqual({ allowed: true });
    const over = ask(tier, { amountKobo: 10_01, balanceKobo: cap - 10_00 });
    expect(over).toMatchObject({ allowed: false, limit: 'balance', leftKobo: 10_00 });
  });

  it('words the balance cap as "Verify your BVN to receive more than ₦300,000" does', () => {
    expect(ask(1, { amountKobo: 1_00, balanceKobo: 300_000_00 })).toMatchObject({
      message:
        'Verify your BVN or NIN to hold more than ₦300,000 in your wallet. You can receive ₦0 more.',
    });
  });

  it('puts no cap on a Tier 3 balance, and no cap on money going out', () => {
    expect(ask(3, { amountKobo: 1_000_000_00, balanceKobo: 900_000_000_00 })).toEqual({
      allowed: true,
    });
    expect(ask(1, { direction: 'out', amountKobo: 1_00, balanceKobo: 10_000_000_00 })).toEqual({
      allowed: true,
    });
  });

  it('counts money out against the daily limit with its own words', () => {
    const out = ask(1, { direction: 'out', amountKobo: 20_000_00, usedTodayKobo: 40_000_00 });
    expect(out).toMatchObject({
      allowed: false,
      limit: 'daily_out',
      message:
        'Verify your BVN or NIN to send more than ₦50,000 a day. You can send ₦10,000 more today.',
    });
  });

  it('asks the day first, then the balance', () => {
    expect(ask(1, { amountKobo: 60_000_00, balanceKobo: 299_000_00 })).toMatchObject({
      limit: 'daily_in',
    });
  });

  it("tells a sender the recipient's room without naming the recipient's tier", () => {
    const v = ask(1, { amountKobo: 10_000_00, usedTodayKobo: 45_000_00, whose: 'recipient' });
    expect(v).toMatchObject({
      allowed: false,
      message:
        "The recipient's account cannot receive this much yet: ₦5,000 more at most. Ask them to verify their BVN or NIN on Faza, or send less.",
    });
  });

  it('treats an overspent day (limit lowered since) as nothing left', () => {
    expect(ask(1, { usedTodayKobo: 80_000_00 })).toMatchObject({ allowed: false, leftKobo: 0 });
  });
});

describe('a day is a Lagos calendar day', () => {
  it('starts at 23:00 UTC, Lagos midnight', () => {
    expect(lagosDayStart(new Date('2026-12-01T22:59:59.999Z')).toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
    expect(lagosDayStart(new Date('2026-12-01T23:00:00.000Z')).toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    expect(lagosDayStart(new Date('2026-12-01T00:30:00.000Z')).toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
  });

  it('ends at the next Lagos midnight', () => {
    expect(lagosDayEnd(new Date('2026-12-01T12:00:00.000Z')).toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
  });
});
