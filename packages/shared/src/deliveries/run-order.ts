import type { SubscriptionTier } from '../rules/subscription';

// The order a rider drives their run in (docs/decisions/0057): the earlier slot first (unscheduled
// last), then priority (Premium Plus, Premium, basic, as the staff queue), then who asked first.
// The rider's own /rider list and the console's run list per rider both sort with it.

export type RunStop = {
  id: string;
  slot: { date: string; start: string } | null;
  tier: SubscriptionTier;
  requested_at: string;
};

const TIER_RANK: Record<SubscriptionTier, number> = { premium_plus: 0, premium: 1, basic: 2 };

const slotKey = (s: RunStop['slot']) => (s ? `${s.date} ${s.start}` : null);

export function compareRunStops(a: RunStop, b: RunStop): number {
  const sa = slotKey(a.slot);
  const sb = slotKey(b.slot);
  if (sa !== sb) {
    if (sa === null) return 1;
    if (sb === null) return -1;
    return sa < sb ? -1 : 1;
  }
  const tier = TIER_RANK[a.tier] - TIER_RANK[b.tier];
  if (tier !== 0) return tier;
  const at = Date.parse(a.requested_at) - Date.parse(b.requested_at);
  if (at !== 0) return at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A copy of the stops in run order. */
export const orderRun = <T extends RunStop>(stops: readonly T[]): T[] =>
  [...stops].sort(compareRunStops);
