import { describe, expect, it } from 'vitest';
import type { PantryItem } from '@faza/shared';
import { lotOrigin, twinOrigins } from './pantry-origin';

type Lot = Pick<PantryItem, 'id' | 'product-id' | 'quantity-type' | 'source' | 'bundle-name'>;
const lot = (overrides: Partial<Lot>): Lot => ({
  id: 'a',
  'product-id': 'rice',
  'quantity-type': '5kg',
  source: 'purchase',
  'bundle-name': null,
  ...overrides,
});

describe('lotOrigin', () => {
  it('names the bundle, else how the lot came', () => {
    expect(lotOrigin(lot({ 'bundle-name': 'Family Pack' }))).toBe('From Family Pack');
    expect(lotOrigin(lot({}))).toBe('Bought singly');
    expect(lotOrigin(lot({ source: 'transfer' }))).toBe('Received');
    expect(lotOrigin(lot({ source: 'adjust' }))).toBe('Added by Faza');
  });
});

describe('twinOrigins', () => {
  it('labels only lots sharing a product and quantity type with another lot', () => {
    const labels = twinOrigins([
      lot({ id: 'single' }),
      lot({ id: 'bundled', 'bundle-name': 'Starter Pack' }),
      lot({ id: 'other-size', 'quantity-type': '50kg' }),
      lot({ id: 'beans', 'product-id': 'beans', 'bundle-name': 'Starter Pack' }),
    ]);
    expect(Object.fromEntries(labels)).toEqual({
      single: 'Bought singly',
      bundled: 'From Starter Pack',
    });
  });
});
