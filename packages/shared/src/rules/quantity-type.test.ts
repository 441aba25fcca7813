import { describe, expect, it } from 'vitest';
import {
  PANTRY_QUANTITY_TYPES,
  formatQuantity,
  pantryQuantityTypeSchema,
  pluralizeQuantityType,
} from './quantity-type';

describe('pantry quantity types', () => {
  it('lists the ten spec options', () => {
    expect(PANTRY_QUANTITY_TYPES).toEqual([
      'derica',
      'half paint rubber',
      'paint rubber',
      'half bag',
      'full bag',
      'tin',
      'packet',
      'cube',
      'bunch',
      'tuber',
    ]);
  });

  it('schema accepts options only', () => {
    expect(pantryQuantityTypeSchema.safeParse('derica').success).toBe(true);
    expect(pantryQuantityTypeSchema.safeParse('crate').success).toBe(false);
  });
});

describe('pluralizeQuantityType', () => {
  it.each([
    ['tin', 1, 'tin'],
    ['tin', 0, 'tins'],
    ['tin', 2, 'tins'],
    ['half paint rubber', 3, 'half paint rubbers'],
    ['derica', 1.5, 'dericas'],
    ['bunch', 2, 'bunches'],
    ['bunch', 1, 'bunch'],
  ])('%s × %d → %s', (label, quantity, text) => {
    expect(pluralizeQuantityType(label, quantity)).toBe(text);
  });
});

describe('formatQuantity', () => {
  it.each([
    [3, 'tin', '3 tins'],
    [1, 'tin', '1 tin'],
    [2, 'full bag', '2 full bags'],
    [1, 'tuber', '1 tuber'],
  ])('%d %s → %s', (quantity, label, text) => expect(formatQuantity(quantity, label)).toBe(text));
});
