// The member figures of the monthly food analytics as pure functions (docs/decisions/0040 defines
// each one). The API feeds them SQL aggregates over the pantry journal and the ledger; the tests
// beside them feed hand-built months.

/**
 * Below this many items a share is shown as a count ("2 of 3 items"), not a percentage: with so
 * little food a percentage says more than the data does.
 */
export const MIN_ITEMS_FOR_PERCENT = 10;

/** A part of a whole, with the percentage only when the whole is big enough to mean something. */
export type Share = { part: number; whole: number; percent: number | null };

/**
 * `part` of `whole` as counted by `items`; the percentage is of `partValue`/`wholeValue` when given
 * (naira), else of the counts, to one decimal.
 */
export function share(
  counts: { part: number; whole: number },
  values: { part: number; whole: number } = counts,
  minItems = MIN_ITEMS_FOR_PERCENT,
): Share {
  const percent =
    counts.whole >= minItems && values.whole > 0
      ? Math.round((values.part / values.whole) * 1000) / 10
      : null;
  return { part: counts.part, whole: counts.whole, percent };
}

/** Where food came from or went, as the member sees it. */
export const FOOD_FLOWS = [
  'bought',
  'received',
  'added',
  'sent',
  'consumed',
  'delivered',
  'removed',
  'expired',
  'other',
] as const;
export type FoodFlow = (typeof FOOD_FLOWS)[number];

export const FOOD_FLOW_LABELS: Record<FoodFlow, string> = {
  bought: 'Bought',
  received: 'Received as gifts',
  added: 'Added by Faza',
  sent: 'Sent to others',
  consumed: 'Cooked',
  delivered: 'Delivered to you',
  removed: 'Removed by Faza',
  expired: 'Expired',
  other: 'Other',
};

/** Journal kinds as they read to a member; a kind added later falls into `other`, never lost. */
export function flowOfKind(kind: string, quantity: number): FoodFlow {
  switch (kind) {
    case 'purchase':
      return 'bought';
    case 'transfer_in':
      return 'received';
    case 'transfer_out':
      return 'sent';
    case 'consume':
      return 'consumed';
    // A returned delivery is an undelivered one: it nets against delivered.
    case 'delivery':
    case 'delivery_return':
      return 'delivered';
    case 'adjust':
      return quantity > 0 ? 'added' : 'removed';
    default:
      return 'other';
  }
}

/** One group of journal rows: signed quantity and signed value (quantity × the lot's unit price). */
export type JournalSum = { kind: string; quantity: number; kobo: number };
export type FlowTotal = { flow: FoodFlow; items: number; kobo: number };

/**
 * The month's journal rows and expired food as flows, each a positive number of items and kobo
 * (out-flows are the food that left). `adjust` rows must come grouped by sign so additions and
 * removals stay apart. Flows with nothing are left out; `other` keeps its sign's magnitude.
 */
export function foodFlows(
  sums: readonly JournalSum[],
  expired: { items: number; kobo: number },
): FlowTotal[] {
  const totals = new Map<FoodFlow, { items: number; kobo: number }>();
  for (const s of sums) {
    const flow = flowOfKind(s.kind, s.quantity);
    const t = totals.get(flow) ?? { items: 0, kobo: 0 };
    t.items += s.quantity;
    t.kobo += s.kobo;
    totals.set(flow, t);
  }
  if (expired.items > 0) totals.set('expired', { items: expired.items, kobo: expired.kobo });
  return FOOD_FLOWS.flatMap((flow) => {
    const t = totals.get(flow);
    if (!t || (t.items === 0 && t.kobo === 0)) return [];
    return [{ flow, items: Math.abs(t.items), kobo: Math.abs(t.kobo) }];
  });
}

const flowOf = (flows: readonly FlowTotal[], flow: FoodFlow) =>
  flows.find((f) => f.flow === flow) ?? { items: 0, kobo: 0 };

/**
 * Spoil rate: of the food that ended its life in the household this month (cooked, delivered or
 * expired), the share that expired, by naira value; a count below MIN_ITEMS_FOR_PERCENT items.
 * Food sent to others is not counted: its fate is the recipient's.
 */
export function spoilRate(flows: readonly FlowTotal[]): Share {
  const ended = (['consumed', 'delivered', 'expired'] as const).map((f) => flowOf(flows, f));
  const expired = flowOf(flows, 'expired');
  return share(
    { part: expired.items, whole: ended.reduce((sum, f) => sum + f.items, 0) },
    { part: expired.kobo, whole: ended.reduce((sum, f) => sum + f.kobo, 0) },
  );
}

/**
 * Days of food left: the pantry's unexpired value over the household's daily use (cooked and
 * delivered food over the last `days` days). Null when fewer than MIN_ITEMS_FOR_PERCENT items
 * were used: a rate from two deliveries is a guess. Whole days, rounded down.
 */
export function daysOfFoodLeft(
  stockKobo: number,
  used: { items: number; kobo: number; days: number },
): number | null {
  if (used.items < MIN_ITEMS_FOR_PERCENT || used.kobo <= 0 || used.days <= 0) return null;
  return Math.floor(stockKobo / (used.kobo / used.days));
}

/** Change from `before` to `after` in percent, one decimal; null when there was nothing before. */
export function percentChange(before: number, after: number): number | null {
  if (before <= 0) return null;
  return Math.round(((after - before) / before) * 1000) / 10;
}
