import { describe, expect, it } from 'vitest';
import {
  bundleAvailability,
  freeStock,
  productAvailability,
  stockNeeds,
  stockShortfalls,
  unitsLeft,
} from './stock-rules';
import { custodyProblems, type CustodyFigures } from './stock-custody';

describe('stockNeeds', () => {
  it('sums base units per product in id order, exact in thousandths', () => {
    expect(
      stockNeeds([
        { productId: 'rice', multiplier: '5', quantity: 2 },
        { productId: 'beans', multiplier: 0.1, quantity: 3 },
        { productId: 'rice', multiplier: 1, quantity: 1 },
        { productId: 'beans', multiplier: '0.2', quantity: 1 },
      ]),
    ).toEqual([
      { productId: 'beans', baseUnits: 0.5 },
      { productId: 'rice', baseUnits: 11 },
    ]);
  });

  it('refuses a fractional or zero quantity and a non-positive multiplier', () => {
    expect(() => stockNeeds([{ productId: 'r', multiplier: 1, quantity: 0 }])).toThrow(RangeError);
    expect(() => stockNeeds([{ productId: 'r', multiplier: 1, quantity: 1.5 }])).toThrow(
      RangeError,
    );
    expect(() => stockNeeds([{ productId: 'r', multiplier: 0, quantity: 1 }])).toThrow(RangeError);
  });
});

describe('free stock and what is left', () => {
  it('free is on hand less held less reserved', () => {
    expect(freeStock({ onHand: 10.3, heldForPantries: 0.1, reserved: 0.2 })).toBe(10);
  });

  it('counts whole units of a tier, never below zero', () => {
    expect(unitsLeft(15, 5)).toBe(3);
    expect(unitsLeft(14.999, '5')).toBe(2);
    expect(unitsLeft(-1, 5)).toBe(0);
    expect(unitsLeft(0.3, 0.1)).toBe(3);
  });

  it('shows Only N left at five units and below, and Out of stock at none', () => {
    expect(productAvailability(0.5, 1)).toEqual({ status: 'out_of_stock' });
    expect(productAvailability(3, 1)).toEqual({ status: 'low', left: 3 });
    expect(productAvailability(5, 1)).toEqual({ status: 'low', left: 5 });
    expect(productAvailability(6, 1)).toEqual({ status: 'in_stock' });
  });

  it('a bundle is as available as its scarcest line', () => {
    expect(
      bundleAvailability([
        { freeBaseUnits: 100, baseUnitsPerBundle: 5 },
        { freeBaseUnits: 2, baseUnitsPerBundle: 1 },
      ]),
    ).toEqual({ status: 'low', left: 2 });
    expect(
      bundleAvailability([
        { freeBaseUnits: 100, baseUnitsPerBundle: 5 },
        { freeBaseUnits: 0.5, baseUnitsPerBundle: 1 },
      ]),
    ).toEqual({ status: 'out_of_stock' });
    expect(bundleAvailability([{ freeBaseUnits: 100, baseUnitsPerBundle: 5 }])).toEqual({
      status: 'in_stock',
    });
  });
});

describe('stockShortfalls', () => {
  it('names each product whose need exceeds its free stock, with what is free', () => {
    const free = new Map([
      ['rice', 10],
      ['beans', 0.3],
    ]);
    expect(
      stockShortfalls(
        [
          { productId: 'beans', baseUnits: 0.3 },
          { productId: 'oil', baseUnits: 1 },
          { productId: 'rice', baseUnits: 10.001 },
        ],
        free,
      ),
    ).toEqual([
      { productId: 'oil', needed: 1, free: 0 },
      { productId: 'rice', needed: 10.001, free: 10 },
    ]);
  });
});

describe('custodyProblems', () => {
  const sound: CustodyFigures = {
    productId: 'rice',
    cached: { onHand: 90, heldForPantries: 20, reserved: 5 },
    journal: { onHand: 90, heldForPantries: 20, reserved: 5 },
    received: 100,
    delivered: 7,
    writtenOff: 3,
    unpaidOrdersNeed: 5,
  };

  it('finds nothing wrong with sound books', () => {
    expect(custodyProblems(sound)).toEqual([]);
  });

  it('names each kind of fault', () => {
    expect(custodyProblems({ ...sound, delivered: 8 })).toEqual([
      'on hand is not received − delivered − written off',
    ]);
    expect(
      custodyProblems({
        ...sound,
        cached: { onHand: 20, heldForPantries: 20, reserved: 5 },
      }),
    ).toEqual(['free stock is below zero', 'the cached figures differ from the journal']);
    expect(custodyProblems({ ...sound, unpaidOrdersNeed: 0 })).toEqual([
      'reservations differ from the unpaid orders’ lines',
    ]);
  });
});
