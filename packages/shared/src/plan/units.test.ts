import { describe, expect, it } from 'vitest';
import { convertUnits, formatAmount, parseUnitLabel, tierAmount, toBase } from './units';

const RICE_TIERS = [
  { label: '1kg', multiplier: 1, position: 0 },
  { label: '5kg', multiplier: 5, position: 1 },
];
const CRAYFISH_TIERS = [
  { label: 'per derica', multiplier: 1, position: 0 },
  { label: 'per paint rubber', multiplier: 8, position: 2 },
];

describe('unit conversion', () => {
  it('converts mass and volume both ways', () => {
    expect(convertUnits(1.5, 'kg', 'g', 'parboiled-rice')).toBe(1500);
    expect(convertUnits(250, 'g', 'kg', 'parboiled-rice')).toBe(0.25);
    expect(convertUnits(2, 'tbsp', 'ml', 'palm-oil')).toBe(30);
    expect(convertUnits(0.5, 'litre', 'tbsp', 'palm-oil')).toBeCloseTo(33.333, 3);
  });

  it('uses the product’s own market measures', () => {
    expect(convertUnits(1, 'derica', 'g', 'crayfish')).toBe(150);
    expect(convertUnits(1, 'derica', 'g', 'parboiled-rice')).toBe(700);
    expect(convertUnits(2, 'cube', 'packet', 'seasoning-cubes')).toBeCloseTo(0.02, 6);
    expect(convertUnits(1, 'tin', 'g', 'tomato-paste')).toBe(400);
  });

  it('refuses what the table does not know', () => {
    expect(convertUnits(1, 'derica', 'g', 'yam')).toBeNull();
    expect(convertUnits(1, 'tuber', 'kg', 'yam')).toBeNull();
    expect(convertUnits(1, 'kg', 'ml', 'parboiled-rice')).toBeNull();
    expect(toBase(2, 'tuber', 'yam')).toEqual({ amount: 2, unit: 'tuber' });
  });

  it('reads tier labels', () => {
    expect(parseUnitLabel('5kg')).toEqual({ amount: 5, unit: 'kg' });
    expect(parseUnitLabel('per derica')).toEqual({ amount: 1, unit: 'derica' });
    expect(parseUnitLabel('5 litres')).toEqual({ amount: 5, unit: 'litre' });
    expect(parseUnitLabel('10 tubers')).toEqual({ amount: 10, unit: 'tuber' });
    expect(parseUnitLabel('750 g')).toEqual({ amount: 750, unit: 'g' });
    expect(parseUnitLabel('carton (24 tins)')).toBeNull();
    expect(parseUnitLabel('per half paint rubber')).toBeNull();
  });

  it('measures a lot from its tier’s multiplier of the base tier', () => {
    expect(tierAmount('parboiled-rice', '5kg', RICE_TIERS)).toEqual({ amount: 5000, unit: 'g' });
    expect(tierAmount('crayfish', 'per paint rubber', CRAYFISH_TIERS)).toEqual({
      amount: 1200,
      unit: 'g',
    });
    // An opened bag's rest is in grams, whatever the catalogue sells.
    expect(tierAmount('parboiled-rice', 'g', RICE_TIERS)).toEqual({ amount: 1, unit: 'g' });
    expect(tierAmount('crayfish', 'a big bowl', CRAYFISH_TIERS)).toBeNull();
  });

  it('writes amounts for people', () => {
    expect(formatAmount(300, 'g')).toBe('300 g');
    expect(formatAmount(2, 'tuber')).toBe('2 tubers');
    expect(formatAmount(1, 'tuber')).toBe('1 tuber');
  });
});
