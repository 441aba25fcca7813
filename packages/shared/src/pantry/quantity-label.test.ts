import { describe, expect, it } from 'vitest';
import { pantryQuantityLabel } from './quantity-label';

describe('pantryQuantityLabel', () => {
  it.each([
    [5, 'paint rubber', '5 paint rubbers'],
    [1, 'paint rubber', '1 paint rubber'],
    [5, 'per paint rubber', '5 paint rubbers'],
    [1, 'per derica', '1 derica'],
    [2, 'per half paint rubber', '2 half paint rubbers'],
    [3, 'per nylon', '3 nylons'],
    [2, 'bunch', '2 bunches'],
    [3, '1 tin', '3 tins'],
    [1, '1 tin', '1 tin'],
    [2, '1 litre', '2 litres'],
    [4, '1 tuber', '4 tubers'],
    [3, '1 fish', '3 fish'],
    [4400, 'g', '4400 g'],
    [250, 'ml', '250 ml'],
    [2, '1 packet', '2 packets'],
    [3, '1kg', '3kg'],
    [1, '1kg', '1kg'],
    [2, '5kg', '2 × 5kg'],
    [1, '50kg', '1 × 50kg'],
    [2, '6 tins', '2 × 6 tins'],
    [2, '25 litres', '2 × 25 litres'],
    [2, 'carton (24 tins)', '2 cartons (24 tins)'],
    [1, 'carton (20 packets)', '1 carton (20 packets)'],
  ])('%d of %s → %s', (quantity, type, label) => {
    expect(pantryQuantityLabel(quantity, type)).toBe(label);
  });
});
