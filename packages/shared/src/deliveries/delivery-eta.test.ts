import { describe, expect, it } from 'vitest';
import { etaMinutes, haversineKm } from './delivery-eta';

const IKEJA = { lat: 6.6018, lng: 3.3515 };
const LEKKI = { lat: 6.4474, lng: 3.4723 };

describe('delivery ETA', () => {
  it('measures the great-circle distance', () => {
    expect(haversineKm(IKEJA, IKEJA)).toBe(0);
    // Ikeja to Lekki Phase 1 is about 21.6 km as the crow flies.
    expect(haversineKm(IKEJA, LEKKI)).toBeCloseTo(21.6, 0);
    expect(haversineKm(IKEJA, LEKKI)).toBeCloseTo(haversineKm(LEKKI, IKEJA), 9);
  });
  it('turns the road distance into whole minutes at city speed, at least one', () => {
    // 21.6 km × 1.3 road factor at 20 km/h ≈ 84.3 minutes, rounded up.
    expect(etaMinutes(IKEJA, LEKKI)).toBe(85);
    expect(etaMinutes(IKEJA, LEKKI, 40)).toBe(43);
    expect(etaMinutes(IKEJA, IKEJA)).toBe(1);
  });
});
