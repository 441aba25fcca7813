import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  addCartLine,
  bundleCartLine,
  cartTotals,
  itemCartLine,
  removeCartLine,
  repriceCartLines,
  setCartLineQuantity,
} from './cart-rules';

const rice = {
  id: 'parboiled-rice',
  name: 'Foreign parboiled rice',
  'image-url': '/images/food/parboiled-rice.svg',
  tiers: [
    { type: '1kg', priceKobo: 200_000, multiplier: 1 },
    { type: '5kg', priceKobo: 960_000, multiplier: 5 },
  ],
};
const oil = {
  id: 'palm-oil',
  name: 'Palm oil',
  'image-url': '/images/food/palm-oil.svg',
  tiers: [{ type: '1 litre', priceKobo: 280_000, multiplier: 1 }],
};
const starter = {
  id: 'starter-pack',
  name: 'Starter Pack',
  image: '/images/food/starter-pack.svg',
  sellingPriceKobo: 1_600_000,
};

function line(item: typeof rice, type: string, quantity: number): CartLine {
  const built = itemCartLine(item, type, quantity);
  if (!built) throw new Error('test line should be valid');
  return built;
}

describe('itemCartLine', () => {
  it('accepts the bounds 1 and 99, each at its own tier', () => {
    expect(itemCartLine(rice, '5kg', 1)).toMatchObject({
      quantity: 1,
      quantityType: '5kg',
      price: 960_000,
    });
    expect(itemCartLine(rice, '1kg', 99)).toMatchObject({ quantity: 99, quantityType: '1kg' });
  });

  it('builds the line from the chosen tier, id = name plus quantity type', () => {
    expect(itemCartLine(rice, '5kg', 3)).toEqual({
      id: 'Foreign parboiled rice:5kg',
      kind: 'item',
      name: 'Foreign parboiled rice',
      price: 960_000,
      quantity: 3,
      quantityType: '5kg',
      image: '/images/food/parboiled-rice.svg',
      productId: 'parboiled-rice',
      maxQuantity: 99,
    });
  });

  it.each([
    ['a tier the item does not have', '2kg', 1],
    ['quantity 0', '1kg', 0],
    ['quantity 100', '1kg', 100],
    ['a fractional quantity', '1kg', 1.5],
    ['NaN', '1kg', Number.NaN],
  ])('refuses %s', (_label, type, quantity) => {
    expect(itemCartLine(rice, type, quantity)).toBeNull();
  });
});

describe('addCartLine', () => {
  it('adds a new line', () => {
    const outcome = addCartLine([], line(rice, '5kg', 3));
    expect(outcome).toMatchObject({ status: 'added', line: { quantity: 3 } });
    if (outcome.status === 'added') expect(outcome.lines).toHaveLength(1);
  });

  it('merges the same name and quantity type into one line', () => {
    const first = addCartLine([], line(rice, '5kg', 3));
    if (first.status !== 'added') throw new Error('expected added');
    const second = addCartLine(first.lines, line(rice, '5kg', 2));
    expect(second).toMatchObject({ status: 'merged', line: { quantity: 5 } });
    if (second.status === 'merged') expect(second.lines).toHaveLength(1);
  });

  it('keeps another quantity type of the same item on its own line', () => {
    const outcome = addCartLine([line(rice, '5kg', 1)], line(rice, '1kg', 1));
    expect(outcome.status).toBe('added');
    if (outcome.status === 'added') expect(outcome.lines.map((l) => l.id)).toHaveLength(2);
  });

  it('takes the price the customer just saw when merging and clears a price-change mark', () => {
    const old = { ...line(rice, '5kg', 1), price: 900_000, previousPrice: 850_000 };
    const outcome = addCartLine([old], line(rice, '5kg', 1));
    expect(outcome).toMatchObject({ status: 'merged', line: { price: 960_000, quantity: 2 } });
    if (outcome.status === 'merged') expect(outcome.line).not.toHaveProperty('previousPrice');
  });

  it('rejects a merge past maxQuantity and changes nothing', () => {
    const lines = [line(rice, '5kg', 98)];
    expect(addCartLine(lines, line(rice, '5kg', 2))).toEqual({
      status: 'limit',
      maxQuantity: 99,
      name: 'Foreign parboiled rice',
    });
    expect(lines[0]?.quantity).toBe(98);
  });

  it('allows a merge up to exactly maxQuantity', () => {
    expect(addCartLine([line(rice, '5kg', 98)], line(rice, '5kg', 1))).toMatchObject({
      status: 'merged',
      line: { quantity: 99 },
    });
  });

  it('honours a lower maxQuantity on either line', () => {
    const limited = { ...line(rice, '5kg', 4), maxQuantity: 5 };
    expect(addCartLine([limited], line(rice, '5kg', 2))).toMatchObject({
      status: 'limit',
      maxQuantity: 5,
    });
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a naira float price', { price: 9600.5 }],
    ['quantity 0', { quantity: 0 }],
    ['quantity above 99', { quantity: 100, maxQuantity: undefined }],
    ['no name', { name: '' }],
  ])('refuses a malformed line (%s)', (_label, patch) => {
    expect(addCartLine([], { ...line(rice, '1kg', 1), ...patch })).toEqual({ status: 'invalid' });
  });

  it('merges a bundle added twice into one bundle line', () => {
    const first = addCartLine([], bundleCartLine(starter));
    if (first.status !== 'added') throw new Error('expected added');
    expect(first.line).toMatchObject({
      id: 'bundle:starter-pack',
      kind: 'bundle',
      quantityType: 'bundle',
      productId: 'starter-pack',
      price: 1_600_000,
    });
    expect(addCartLine(first.lines, bundleCartLine(starter))).toMatchObject({
      status: 'merged',
      line: { quantity: 2 },
    });
  });
});

describe('setCartLineQuantity', () => {
  const lines = [line(rice, '5kg', 3), line(oil, '1 litre', 1)];
  const id = 'Foreign parboiled rice:5kg';

  it('accepts exactly the maximum, and changes only the line it names', () => {
    const outcome = setCartLineQuantity(lines, 'Palm oil:1 litre', 99);
    expect(outcome).toMatchObject({ status: 'updated', line: { quantity: 99 } });
    if (outcome.status === 'updated')
      expect(outcome.lines).toEqual([lines[0], { ...lines[1], quantity: 99 }]);
  });

  it('sets a quantity within 1..max', () => {
    expect(setCartLineQuantity(lines, id, 7)).toMatchObject({
      status: 'updated',
      line: { quantity: 7 },
    });
  });

  it.each([0, -1, -50])('removes the line at %i', (quantity) => {
    const outcome = setCartLineQuantity(lines, id, quantity);
    expect(outcome).toMatchObject({ status: 'removed', line: { id } });
    if (outcome.status === 'removed')
      expect(outcome.lines.map((l) => l.name)).toEqual(['Palm oil']);
  });

  it('refuses more than maxQuantity with the limit outcome', () => {
    expect(setCartLineQuantity(lines, id, 100)).toEqual({
      status: 'limit',
      maxQuantity: 99,
      name: 'Foreign parboiled rice',
    });
  });

  it('drops fractions and ignores NaN, unknown lines and no-ops', () => {
    expect(setCartLineQuantity(lines, id, 4.9)).toMatchObject({ line: { quantity: 4 } });
    expect(setCartLineQuantity(lines, id, Number.NaN)).toEqual({ status: 'unchanged' });
    expect(setCartLineQuantity(lines, 'nope', 2)).toEqual({ status: 'unchanged' });
    expect(setCartLineQuantity(lines, id, 3)).toEqual({ status: 'unchanged' });
  });
});

describe('removeCartLine and cartTotals', () => {
  it('removes one line and keeps the array when the id is unknown', () => {
    const lines = [line(rice, '5kg', 3), line(oil, '1 litre', 1)];
    expect(removeCartLine(lines, 'Palm oil:1 litre')).toHaveLength(1);
    expect(removeCartLine(lines, 'nope')).toBe(lines);
  });

  it('sums quantities and unit price × quantity in kobo', () => {
    const lines = [line(rice, '5kg', 3), line(oil, '1 litre', 2), bundleCartLine(starter)];
    expect(cartTotals(lines)).toEqual({
      count: 6,
      totalKobo: 3 * 960_000 + 2 * 280_000 + 1_600_000,
    });
    expect(cartTotals([])).toEqual({ count: 0, totalKobo: 0 });
  });
});

describe('repriceCartLines', () => {
  const lines = [line(rice, '5kg', 2), line(oil, '1 litre', 1), bundleCartLine(starter)];
  const dearerRice = { ...rice, tiers: [{ type: '5kg', priceKobo: 1_000_000, multiplier: 5 }] };

  it('returns the same array when every price is current', () => {
    const result = repriceCartLines(lines, { items: [rice, oil], bundles: [starter] });
    expect(result).toEqual({ lines, changed: [], removed: [] });
    expect(result.lines).toBe(lines);
  });

  it('applies a changed price and marks it with the price the customer saw', () => {
    const result = repriceCartLines(lines, { items: [dearerRice, oil] });
    expect(result.changed).toEqual([
      expect.objectContaining({ name: rice.name, price: 1_000_000, previousPrice: 960_000 }),
    ]);
    expect(cartTotals(result.lines).totalKobo).toBe(2 * 1_000_000 + 280_000 + 1_600_000);
  });

  it('keeps the first price seen across several changes and clears it when it comes back', () => {
    const once = repriceCartLines(lines, { items: [dearerRice, oil] }).lines;
    const cheaper = { ...rice, tiers: [{ type: '5kg', priceKobo: 990_000, multiplier: 5 }] };
    const twice = repriceCartLines(once, { items: [cheaper, oil] });
    expect(twice.lines[0]).toMatchObject({ price: 990_000, previousPrice: 960_000 });
    const back = repriceCartLines(twice.lines, { items: [rice, oil] });
    expect(back.changed).toEqual([]);
    expect(back.lines[0]).toEqual(lines[0]);
  });

  it('removes lines whose item, tier or bundle is no longer sold', () => {
    const result = repriceCartLines(lines, {
      items: [{ ...rice, tiers: [rice.tiers[0]!] }],
      bundles: [],
    });
    expect(result.removed.map((l) => l.id)).toEqual([
      'Foreign parboiled rice:5kg',
      'Palm oil:1 litre',
      'bundle:starter-pack',
    ]);
    expect(result.lines).toEqual([]);
  });

  it('re-prices bundle lines from bundles only, and leaves item lines alone then', () => {
    const result = repriceCartLines(lines, {
      bundles: [{ ...starter, sellingPriceKobo: 1_650_000 }],
    });
    expect(result.changed).toEqual([
      expect.objectContaining({ id: 'bundle:starter-pack', previousPrice: 1_600_000 }),
    ]);
    expect(result.lines.slice(0, 2)).toEqual(lines.slice(0, 2));
  });
});
