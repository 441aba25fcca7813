// Premium Plus bulk purchase discounts (docs/architecture.md §3a, docs/decisions/0038-bulk-discounts.md).
// Pure and free of zod: checkout prices orders with these on the server, and the shop and the cart
// draw a member's price (or what a member would save) with the same functions, so the two never
// disagree. Kept small: the shop page has a JS budget of its own.

export const DISCOUNT_KINDS = ['line', 'order'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Basis points in one whole: 500 bp is 5 %. */
export const BASIS_POINTS = 10_000;
/** No rule takes more than half off (a line rule and an order rule together: at most 75 %). */
export const MAX_DISCOUNT_BP = 5_000;

/** One row of the discount table as pricing reads it. Dates are ISO strings. */
export type DiscountRule = {
  id: string;
  kind: DiscountKind;
  /** Percentage off in basis points (500 = 5 %). */
  percentBp: number;
  /** Line rules: lines whose quantity tier holds at least this many base units (kg, litres…). */
  minBaseUnits: number | null;
  /** Order rules: orders whose amount after line discounts is at least this, in kobo. */
  minOrderKobo: number | null;
  startsAt: string;
  /** Exclusive: the rule stops at this instant. Null: until staff end it. */
  endsAt: string | null;
};

/** In force at `at`: started, and not yet ended (the end instant is already outside). */
export const ruleInForce = (rule: Pick<DiscountRule, 'startsAt' | 'endsAt'>, at: Date): boolean =>
  Date.parse(rule.startsAt) <= at.getTime() &&
  (rule.endsAt === null || at.getTime() < Date.parse(rule.endsAt));

/** `percentBp` of `kobo`, rounded to the nearest kobo (half a kobo rounds up). Integers only. */
export const percentOfKobo = (kobo: number, percentBp: number): number =>
  Math.floor((kobo * percentBp + BASIS_POINTS / 2) / BASIS_POINTS);

/**
 * Of several rules that fit, the largest percentage wins and rules of one kind never add up
 * (5 % from 25 kg and 8 % from 50 kg give a 50 kg line 8 %, not 13 %). A tie goes to the rule that
 * asks least (lowest threshold), then the lowest id, so the same cart always records the same rule.
 */
function best(rules: readonly DiscountRule[], threshold: (r: DiscountRule) => number) {
  let winner: DiscountRule | null = null;
  for (const rule of rules) {
    if (
      !winner ||
      rule.percentBp > winner.percentBp ||
      (rule.percentBp === winner.percentBp &&
        (threshold(rule) < threshold(winner) ||
          (threshold(rule) === threshold(winner) && rule.id < winner.id)))
    )
      winner = rule;
  }
  return winner;
}

/** The line rule for a line of `baseUnits` per unit (null: a bundle, which no line rule takes). */
export function lineRuleFor(
  rules: readonly DiscountRule[],
  baseUnits: number | null,
  at: Date,
): DiscountRule | null {
  if (baseUnits === null) return null;
  return best(
    rules.filter(
      (r) => r.kind === 'line' && ruleInForce(r, at) && baseUnits >= (r.minBaseUnits ?? Infinity),
    ),
    (r) => r.minBaseUnits ?? 0,
  );
}

/** The order rule for an order of `amountKobo` (after its line discounts). */
export function orderRuleFor(
  rules: readonly DiscountRule[],
  amountKobo: number,
  at: Date,
): DiscountRule | null {
  return best(
    rules.filter(
      (r) => r.kind === 'order' && ruleInForce(r, at) && amountKobo >= (r.minOrderKobo ?? Infinity),
    ),
    (r) => r.minOrderKobo ?? 0,
  );
}

/** A line to price: its list total (unit price × quantity) and how many base units one unit holds. */
export type LineToDiscount = { listKobo: number; baseUnits: number | null };

export type DiscountedLine = {
  listKobo: number;
  lineRuleId: string | null;
  /** Taken off by the line rule alone. */
  lineDiscountKobo: number;
  /** Everything taken off this line: its line rule plus its share of the order rule. */
  discountKobo: number;
  paidKobo: number;
};

export type DiscountedOrder = {
  lines: DiscountedLine[];
  listTotalKobo: number;
  lineDiscountKobo: number;
  orderRuleId: string | null;
  orderDiscountKobo: number;
  discountKobo: number;
  totalKobo: number;
  /** The rules that took something off, line rules first. */
  applied: DiscountRule[];
};

/**
 * Prices lines under the rules in force at `at`. Each line gets its best line rule; then the
 * best order rule takes its percentage off what is left, and that amount is shared over the lines
 * in proportion to what each still costs (largest remainder, so the shares add up to the kobo).
 * Every line then records its list price, its discount and the price paid, and the lines' paid
 * amounts add up to the order total. Pass no rules for a buyer who is not Premium Plus.
 */
export function applyDiscounts(
  lines: readonly LineToDiscount[],
  rules: readonly DiscountRule[],
  at: Date,
): DiscountedOrder {
  const first = lines.map((line) => {
    const rule = lineRuleFor(rules, line.baseUnits, at);
    const off = rule ? Math.min(line.listKobo, percentOfKobo(line.listKobo, rule.percentBp)) : 0;
    return { line, rule, off, left: line.listKobo - off };
  });
  const listTotalKobo = lines.reduce((sum, l) => sum + l.listKobo, 0);
  const afterLines = first.reduce((sum, l) => sum + l.left, 0);
  const orderRule = orderRuleFor(rules, afterLines, at);
  const orderDiscountKobo = orderRule ? percentOfKobo(afterLines, orderRule.percentBp) : 0;
  const shares = shareOut(
    orderDiscountKobo,
    first.map((l) => l.left),
  );
  const discounted = first.map((l, i): DiscountedLine => {
    const discountKobo = l.off + shares[i]!;
    return {
      listKobo: l.line.listKobo,
      lineRuleId: l.rule?.id ?? null,
      lineDiscountKobo: l.off,
      discountKobo,
      paidKobo: l.line.listKobo - discountKobo,
    };
  });
  const lineDiscountKobo = first.reduce((sum, l) => sum + l.off, 0);
  const applied: DiscountRule[] = [];
  for (const l of first) if (l.rule && l.off > 0 && !applied.includes(l.rule)) applied.push(l.rule);
  if (orderRule && orderDiscountKobo > 0) applied.push(orderRule);
  const discountKobo = lineDiscountKobo + orderDiscountKobo;
  return {
    lines: discounted,
    listTotalKobo,
    lineDiscountKobo,
    orderRuleId: orderDiscountKobo > 0 ? (orderRule?.id ?? null) : null,
    orderDiscountKobo,
    discountKobo,
    totalKobo: listTotalKobo - discountKobo,
    applied,
  };
}

/** `amount` split over `weights` in proportion, whole kobo, adding up exactly (largest remainder). */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** '5%', '2.5%': a rule's percentage as staff and shoppers read it. */
export const formatPercentBp = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;

/**
 * The smallest size of an item that a line rule takes something off, with that rule's percentage
 * (for the shop's cards: "5% off 25kg and up"). Null when no size qualifies.
 */
export function firstDiscountedTier(
  tiers: readonly { type: string; multiplier: number }[],
  rules: readonly DiscountRule[],
  at: Date,
): { type: string; percentBp: number } | null {
  for (const tier of [...tiers].sort((a, b) => a.multiplier - b.multiplier)) {
    const rule = lineRuleFor(rules, tier.multiplier, at);
    if (rule) return { type: tier.type, percentBp: rule.percentBp };
  }
  return null;
}
