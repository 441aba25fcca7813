import { describe, expect, it } from 'vitest';
import {
  bulkTiers,
  closingProblem,
  groupPrice,
  sharePriceText,
  shareOptions,
  shareText,
  timeLeftText,
} from './rules';

const RICE = [
  { type: '1kg', priceKobo: 200_000, multiplier: 1 },
  { type: '5kg', priceKobo: 960_000, multiplier: 5 },
  { type: '10kg', priceKobo: 1_880_000, multiplier: 10 },
  { type: '25kg', priceKobo: 4_600_000, multiplier: 25 },
  { type: '50kg', priceKobo: 9_000_000, multiplier: 50 },
];
const CRAYFISH = [
  { type: 'per derica', priceKobo: 300_000, multiplier: 1 },
  { type: 'per half paint rubber', priceKobo: 1_150_000, multiplier: 4 },
  { type: 'per paint rubber', priceKobo: 2_200_000, multiplier: 8 },
];
const TINS = [
  { type: '1 tin', priceKobo: 150_000, multiplier: 1 },
  { type: '6 tins', priceKobo: 860_000, multiplier: 6 },
  { type: 'carton (24 tins)', priceKobo: 3_360_001, multiplier: 24 },
];

describe('group buy shares', () => {
  it('splits a bulk tier only into smaller tiers that divide it, 2 to 50 shares', () => {
    expect(shareOptions(RICE, '50kg').map((o) => [o.tier.type, o.shares])).toEqual([
      ['1kg', 50],
      ['5kg', 10],
      ['10kg', 5],
      ['25kg', 2],
    ]);
    expect(shareOptions(RICE, '25kg').map((o) => o.tier.type)).toEqual(['1kg', '5kg']);
  });

  it('offers Buy together only on tiers of ten smallest units or more', () => {
    expect(bulkTiers(RICE).map((t) => t.type)).toEqual(['10kg', '25kg', '50kg']);
    expect(bulkTiers(CRAYFISH)).toEqual([]);
    expect(shareOptions(RICE, '5kg')).toEqual([]);
    expect(shareOptions(RICE, '70kg')).toEqual([]);
  });
});

describe('group buy price', () => {
  it('divides the bulk price by the shares and compares with buying small', () => {
    expect(groupPrice(RICE, '50kg', 5)).toEqual({
      shares: 10,
      sharePriceKobo: 900_000,
      groupKobo: 9_000_000,
      remainderKobo: 0,
      smallPriceKobo: 960_000,
    });
    // 10 kg bought small: the 10kg tier beats two 5kg bags and ten 1kg bags.
    expect(groupPrice(RICE, '50kg', 10)?.smallPriceKobo).toBe(1_880_000);
  });

  it('rounds each share down and leaves the remainder, fewer kobo than shares, to the group', () => {
    const p = groupPrice(TINS, 'carton (24 tins)', 6)!;
    expect(p.shares).toBe(4);
    expect(p.sharePriceKobo).toBe(840_000);
    expect(p.remainderKobo).toBe(1);
    expect(p.groupKobo + p.remainderKobo).toBe(3_360_001);
    for (let price = 1_000; price < 1_100; price++) {
      const q = groupPrice([{ ...TINS[0]! }, { ...TINS[2]!, priceKobo: price }], TINS[2]!.type, 1)!;
      expect(q.sharePriceKobo * q.shares + q.remainderKobo).toBe(price);
      expect(q.remainderKobo).toBeGreaterThanOrEqual(0);
      expect(q.remainderKobo).toBeLessThan(q.shares);
    }
  });

  it('refuses a share size that is not one of the splits', () => {
    expect(groupPrice(RICE, '50kg', 3)).toBeNull();
    expect(groupPrice(RICE, '50kg', 50)).toBeNull();
    expect(groupPrice(RICE, '60kg', 5)).toBeNull();
  });

  it('says the price beside buying small, as the issue shows it', () => {
    expect(
      sharePriceText({ sharePriceKobo: 900_000, smallPriceKobo: 960_000, shareLabel: '5kg' }),
    ).toBe('₦9,000 for 5 kg — ₦600 less than buying 5 kg');
    expect(
      sharePriceText({ sharePriceKobo: 900_000, smallPriceKobo: 900_000, shareLabel: '5kg' }),
    ).toBe('₦9,000 for 5 kg');
    expect(shareText('per derica')).toBe('derica');
    expect(shareText('6 tins')).toBe('6 tins');
  });
});

describe('group buy closing time', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  it('takes an hour to 7 days', () => {
    expect(closingProblem(at(0.99), now)).toBe('too_soon');
    expect(closingProblem(at(1), now)).toBeNull();
    expect(closingProblem(at(168), now)).toBeNull();
    expect(closingProblem(at(168.01), now)).toBe('too_late');
    expect(closingProblem(new Date(Number.NaN), now)).toBe('too_soon');
  });

  it('says the time left', () => {
    expect(timeLeftText(at(50), now)).toBe('2 days 2 hours left');
    expect(timeLeftText(at(24), now)).toBe('1 day left');
    expect(timeLeftText(at(5.5), now)).toBe('5 hours left');
    expect(timeLeftText(at(1 / 60), now)).toBe('1 minute left');
    expect(timeLeftText(at(0), now)).toBe('Closed');
  });
});
