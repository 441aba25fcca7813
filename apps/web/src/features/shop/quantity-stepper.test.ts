import { describe, expect, it } from 'vitest';
import { clampQuantityDraft, draftQuantity } from './quantity-stepper';

describe('quantity typing', () => {
  it.each([
    ['3', '3'],
    ['150', '99'],
    ['0', '1'],
    ['-5', '5'],
    ['2.5', '25'],
    ['abc', ''],
    ['', ''],
    ['007', '7'],
  ])('%j becomes %j', (typed, shown) => {
    expect(clampQuantityDraft(typed)).toBe(shown);
  });

  it('reads an empty field as 1', () => {
    expect(draftQuantity('')).toBe(1);
    expect(draftQuantity('42')).toBe(42);
  });
});
