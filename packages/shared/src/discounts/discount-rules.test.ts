import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  firstDiscountedTier,
  formatPercentBp,
  lineRuleFor,
  orderRuleFor,
  percentOfKobo,
  ruleInForce,
  shareOut,
  type DiscountRule,
} from './discount-rules';

const AT = new Date('2026-11-25T12:00:00Z');
const line = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 'a-line',
  kind: 'line',
  percentBp: 500,
  minBaseUnits: 25,
  minOrderKobo: null,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  ...over,
});
const order = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 'an-order',
  kind: 'order',
  percentBp: 200,
  minBaseUnits: null,
  minOrderKobo: 20_000_000,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  ...over,
});

describe('a line rule', () => {
  it('takes its percentage off a line at or above its size, and nothing below it', () => {
    const priced = applyDiscounts(
      [
        { listKobo: 4_600_000, baseUnits: 25 },
        { listKobo: 1_880_000, baseUnits: 10 },
        { listKobo: 9_000_000, baseUnits: 50 },
      ],
      [line()],
      AT,
    );
    expect(priced.lines.map((l) => l.discountKobo)).toEqual([230_000, 0, 450_000]);
    expect(priced.lines.map((l) => l.paidKobo)).toEqual([4_370_000, 1_880_000, 8_550_000]);
    expect(priced.totalKobo).toBe(4_370_000 + 1_880_000 + 8_550_000);
    expect(priced.applied.map((r) => r.id)).toEqual(['a-line']);
  });

  it('never takes anything off a bundle, which has no single size', () => {
    expect(
      applyDiscounts([{ listKobo: 1_600_000, baseUnits: null }], [line()], AT).discountKobo,
    ).toBe(0);
  });
});

describe('rounding to the kobo', () => {
  it('rounds half a kobo up and anything less down', () => {
    expect(percentOfKobo(10, 500)).toBe(1); // 0.5 kobo → 1
    expect(percentOfKobo(9, 500)).toBe(0); // 0.45 kobo → 0
    expect(percentOfKobo(4_599_999, 500)).toBe(230_000); // 229,999.95 → 230,000
    expect(percentOfKobo(333, 250)).toBe(8); // 8.325 → 8
  });

  it('keeps list = discount + paid on every line, in whole kobo', () => {
    const priced = applyDiscounts(
      [
        { listKobo: 4_599_999, baseUnits: 25 },
        { listKobo: 333_333, baseUnits: 30 },
      ],
      [line({ percentBp: 333 })],
      AT,
    );
    for (const l of priced.lines) {
      expect(Number.isInteger(l.discountKobo)).toBe(true);
      expect(l.discountKobo + l.paidKobo).toBe(l.listKobo);
    }
    expect(priced.lines.map((l) => l.discountKobo)).toEqual([153_180, 11_100]);
  });
});

describe('dates', () => {
  it('leaves out a rule that has ended (its end instant included)', () => {
    const ended = line({ endsAt: '2026-11-25T12:00:00Z' });
    expect(ruleInForce(ended, AT)).toBe(false);
    expect(applyDiscounts([{ listKobo: 4_600_000, baseUnits: 25 }], [ended], AT).discountKobo).toBe(
      0,
    );
    expect(ruleInForce(ended, new Date('2026-11-25T11:59:59.999Z'))).toBe(true);
  });

  it('leaves out a rule that has not started yet, and applies it from its start', () => {
    const future = line({ startsAt: '2026-12-01T00:00:00Z' });
    expect(
      applyDiscounts([{ listKobo: 4_600_000, baseUnits: 25 }], [future], AT).discountKobo,
    ).toBe(0);
    expect(ruleInForce(future, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('overlapping rules', () => {
  it('gives a line the largest percentage that fits, never the sum', () => {
    const rules = [line(), line({ id: 'b-line', percentBp: 800, minBaseUnits: 50 })];
    expect(lineRuleFor(rules, 50, AT)?.id).toBe('b-line');
    expect(lineRuleFor(rules, 25, AT)?.id).toBe('a-line');
    expect(lineRuleFor(rules, 24, AT)).toBeNull();
    const priced = applyDiscounts([{ listKobo: 9_000_000, baseUnits: 50 }], rules, AT);
    expect(priced.discountKobo).toBe(720_000);
  });

  it('breaks a tie by the lower threshold, then the lower id, so the same cart records the same rule', () => {
    const rules = [
      line({ id: 'z', minBaseUnits: 10 }),
      line({ id: 'y', minBaseUnits: 10 }),
      line(),
    ];
    expect(lineRuleFor(rules, 30, AT)?.id).toBe('y');
  });

  it('takes one order rule, the best that the amount reaches', () => {
    const rules = [order(), order({ id: 'big', percentBp: 300, minOrderKobo: 50_000_000 })];
    expect(orderRuleFor(rules, 20_000_000, AT)?.id).toBe('an-order');
    expect(orderRuleFor(rules, 50_000_000, AT)?.id).toBe('big');
    expect(orderRuleFor(rules, 19_999_999, AT)).toBeNull();
  });
});

describe('a line rule and an order rule together', () => {
  it('takes the line discounts first, then the order rule off what is left, shared over the lines', () => {
    const priced = applyDiscounts(
      [
        { listKobo: 18_000_000, baseUnits: 50 }, // two 50 kg bags: 5 % → 900,000 off
        { listKobo: 4_500_000, baseUnits: 1 }, // no line rule
      ],
      [line(), order()],
      AT,
    );
    // Left after lines: 17,100,000 + 4,500,000 = 21,600,000 ≥ ₦200,000 → 2 % = 432,000.
    expect(priced.lineDiscountKobo).toBe(900_000);
    expect(priced.orderDiscountKobo).toBe(432_000);
    expect(priced.lines.map((l) => l.discountKobo)).toEqual([900_000 + 342_000, 90_000]);
    expect(priced.lines.reduce((s, l) => s + l.paidKobo, 0)).toBe(priced.totalKobo);
    expect(priced.totalKobo).toBe(22_500_000 - 900_000 - 432_000);
    expect(priced.applied.map((r) => r.id)).toEqual(['a-line', 'an-order']);
  });

  it('measures the order rule against the amount after line discounts', () => {
    // 21,000,000 list, 5 % off → 19,950,000: below ₦200,000, so no order discount.
    const priced = applyDiscounts([{ listKobo: 21_000_000, baseUnits: 25 }], [line(), order()], AT);
    expect(priced.orderDiscountKobo).toBe(0);
    expect(priced.orderRuleId).toBeNull();
  });
});

describe('no rules (a buyer who is not Premium Plus)', () => {
  it('charges the list price', () => {
    const priced = applyDiscounts([{ listKobo: 4_600_000, baseUnits: 25 }], [], AT);
    expect(priced).toMatchObject({ discountKobo: 0, totalKobo: 4_600_000, applied: [] });
  });
});

describe('shareOut', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    const shares = shareOut(432_001, [17_100_000, 4_500_000, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(432_001);
  });
});

it('formats a percentage', () => {
  expect(formatPercentBp(500)).toBe('5%');
  expect(formatPercentBp(250)).toBe('2.5%');
  expect(formatPercentBp(1)).toBe('0.01%');
});

it('finds the smallest size a line rule takes something off', () => {
  const tiers = [
    { type: '50kg', multiplier: 50 },
    { type: '1kg', multiplier: 1 },
    { type: '25kg', multiplier: 25 },
  ];
  expect(firstDiscountedTier(tiers, [line()], AT)).toEqual({ type: '25kg', percentBp: 500 });
  expect(firstDiscountedTier(tiers.slice(1, 2), [line()], AT)).toBeNull();
});
