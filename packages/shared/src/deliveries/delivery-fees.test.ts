import { describe, expect, it } from 'vitest';
import {
  deliveryFeeKobo,
  deliveryFeeBenefit,
  deliveryGrams,
  lagosMoment,
  slotPlacesLeft,
  unitGrams,
  weightExtraKobo,
} from './delivery-fees';

const BANDS = [
  { minGrams: 0, extraKobo: 0 },
  { minGrams: 25_000, extraKobo: 1_000_00 },
  { minGrams: 50_000, extraKobo: 2_500_00 },
];

describe('delivery weight', () => {
  it('reads a stated weight or volume, the market measures, and 1 kg otherwise', () => {
    expect(unitGrams('5kg')).toBe(5_000);
    expect(unitGrams('50 kg bag')).toBe(50_000);
    expect(unitGrams('4 litres')).toBe(4_000);
    expect(unitGrams('500g')).toBe(500);
    expect(unitGrams('full bag')).toBe(50_000);
    expect(unitGrams('half bag')).toBe(25_000);
    expect(unitGrams('per derica')).toBe(1_200);
    expect(unitGrams('something else')).toBe(1_000);
    expect(
      deliveryGrams([
        { quantity_type: '5kg', quantity: 3 },
        { quantity_type: 'tin', quantity: 2 },
      ]),
    ).toBe(16_000);
  });
});

describe('delivery fee', () => {
  it('adds the heaviest band reached and applies the tier percent, rounding down', () => {
    expect(weightExtraKobo(24_999, BANDS)).toBe(0);
    expect(weightExtraKobo(50_000, BANDS)).toBe(2_500_00);
    expect(
      deliveryFeeKobo({ zoneFeeKobo: 1_500_00, grams: 60_000, bands: BANDS, tierPercent: 100 }),
    ).toBe(4_000_00);
    expect(
      deliveryFeeKobo({ zoneFeeKobo: 1_500_01, grams: 0, bands: BANDS, tierPercent: 50 }),
    ).toBe(75_000);
    expect(deliveryFeeKobo({ zoneFeeKobo: 1_500_00, grams: 0, bands: [], tierPercent: 0 })).toBe(0);
  });
});

describe('slot places', () => {
  const now = new Date('2026-12-01T06:00:00Z');
  const slot = {
    capacity: 10,
    booked: 6,
    premiumReserved: 3,
    premiumCutoff: new Date('2026-12-01T07:00:00Z'),
    closed: false,
    startsAt: lagosMoment('2026-12-01', '10:00'),
  };
  it('holds the premium share back from Basic until the cut-off', () => {
    expect(slotPlacesLeft(slot, 'basic', now)).toBe(1);
    expect(slotPlacesLeft(slot, 'premium', now)).toBe(4);
    expect(slotPlacesLeft(slot, 'basic', new Date('2026-12-01T07:00:00Z'))).toBe(4);
  });
  it('has no places once closed, started or full', () => {
    expect(slotPlacesLeft({ ...slot, closed: true }, 'premium_plus', now)).toBe(0);
    expect(slotPlacesLeft(slot, 'premium', new Date('2026-12-01T09:00:00Z'))).toBe(0);
    expect(slotPlacesLeft({ ...slot, booked: 10 }, 'premium', now)).toBe(0);
  });
  it('reads slot times in Lagos time', () => {
    expect(lagosMoment('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});

describe('deliveryFeeBenefit', () => {
  it('names the tier percent: free, half price, a discount, or nothing', () => {
    expect(deliveryFeeBenefit(0)).toBe('Free delivery');
    expect(deliveryFeeBenefit(50)).toBe('Half-price delivery');
    expect(deliveryFeeBenefit(75)).toBe('25% off delivery');
    expect(deliveryFeeBenefit(100)).toBeNull();
  });
});
