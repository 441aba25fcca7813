// Group buys: shares of one bulk unit at the bulk price (docs/decisions/0064-group-buys.md).
// Pure rules, read by the API when a group starts and by the screens that offer one.
import { formatNaira } from '../rules/money';
import { toMilli } from '../stock/stock-rules';

/** One way a product is sold, as the catalogue has it. */
export type GroupTier = { type: string; priceKobo: number; multiplier: number };

/** A group has at least this many shares and at most this many. */
export const GROUP_BUY_SHARES = { min: 2, max: 50 } as const;

/** A bulk tier holds at least this many of the product's smallest tier. */
const BULK_FACTOR = 10;

/** A group closes at least an hour and at most 7 days after it starts. */
export const GROUP_BUY_CLOSING = { minHours: 1, maxDays: 7 } as const;

const HOUR_MS = 60 * 60 * 1000;

/** Members are told this long before closing that time is running out. */
export const GROUP_BUY_REMINDER_HOURS = 24;

/** A share: one of the product's smaller tiers that divides the bulk tier into 2 to 50 parts. */
export type ShareOption = { tier: GroupTier; shares: number };

/** The shares a bulk tier can be split into, smallest share first (an empty list: not bulk). */
export function shareOptions(tiers: readonly GroupTier[], bulkType: string): ShareOption[] {
  const bulk = tiers.find((t) => t.type === bulkType);
  if (!bulk) return [];
  const smallest = Math.min(...tiers.map((t) => toMilli(t.multiplier)));
  const whole = toMilli(bulk.multiplier);
  if (whole < smallest * BULK_FACTOR) return [];
  return tiers
    .filter((t) => toMilli(t.multiplier) < whole && whole % toMilli(t.multiplier) === 0)
    .map((tier) => ({ tier, shares: whole / toMilli(tier.multiplier) }))
    .filter((o) => o.shares >= GROUP_BUY_SHARES.min && o.shares <= GROUP_BUY_SHARES.max)
    .sort((a, b) => toMilli(a.tier.multiplier) - toMilli(b.tier.multiplier));
}

/** The tiers of a product that a group may buy ("Buy together" on the product's dialog). */
export const bulkTiers = (tiers: readonly GroupTier[]): GroupTier[] =>
  tiers.filter((t) => shareOptions(tiers, t.type).length > 0);

export type GroupPrice = {
  shares: number;
  /** Each share: the tier's price divided by the shares, rounded down to the kobo. */
  sharePriceKobo: number;
  /** What the full group pays: shares × share price. */
  groupKobo: number;
  /** The kobo the rounding leaves (fewer than the shares): the group's order's discount. */
  remainderKobo: number;
  /** The same quantity bought small: the cheapest smaller tier that makes it exactly. */
  smallPriceKobo: number | null;
};

/**
 * Prices a group: each share costs the bulk price divided by the shares, rounded down, so the
 * members together pay the bulk price less at most shares − 1 kobo and the group's order books
 * exactly what was held (the rounding is its discount). Null when the share does not split the
 * tier.
 */
export function groupPrice(
  tiers: readonly GroupTier[],
  bulkType: string,
  shareBaseUnits: number,
): GroupPrice | null {
  const option = shareOptions(tiers, bulkType).find(
    (o) => toMilli(o.tier.multiplier) === toMilli(shareBaseUnits),
  );
  const bulk = tiers.find((t) => t.type === bulkType);
  if (!option || !bulk) return null;
  const sharePriceKobo = Math.floor(bulk.priceKobo / option.shares);
  const groupKobo = sharePriceKobo * option.shares;
  const share = toMilli(shareBaseUnits);
  const small = tiers
    .filter((t) => toMilli(t.multiplier) <= share && share % toMilli(t.multiplier) === 0)
    .map((t) => t.priceKobo * (share / toMilli(t.multiplier)));
  return {
    shares: option.shares,
    sharePriceKobo,
    groupKobo,
    remainderKobo: bulk.priceKobo - groupKobo,
    smallPriceKobo: small.length > 0 ? Math.min(...small) : null,
  };
}

/** "5kg" → "5 kg", "per derica" → "derica"; other labels stay as they are. */
export const shareText = (label: string): string =>
  label.replace(/^per\s+/i, '').replace(/^(\d+(?:\.\d+)?)(kg|g|l)$/i, '$1 $2');

/** "₦9,000 for 5 kg — ₦600 less than buying 5 kg", or without the saving when there is none. */
export function sharePriceText(p: {
  sharePriceKobo: number;
  smallPriceKobo: number | null;
  shareLabel: string;
}): string {
  const what = shareText(p.shareLabel);
  const base = `${formatNaira(p.sharePriceKobo)} for ${what}`;
  const saving = p.smallPriceKobo === null ? 0 : p.smallPriceKobo - p.sharePriceKobo;
  return saving > 0 ? `${base} — ${formatNaira(saving)} less than buying ${what}` : base;
}

/** Why a closing time is refused, or null when it is an hour to 7 days away. */
export function closingProblem(closesAt: Date, now: Date): 'too_soon' | 'too_late' | null {
  const ms = closesAt.getTime() - now.getTime();
  if (!(ms >= GROUP_BUY_CLOSING.minHours * HOUR_MS)) return 'too_soon';
  if (ms > GROUP_BUY_CLOSING.maxDays * 24 * HOUR_MS) return 'too_late';
  return null;
}

/** "2 days 3 hours left", "5 hours left", "40 minutes left", "Closed". */
export function timeLeftText(closesAt: Date, now: Date): string {
  const minutes = Math.floor((closesAt.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Closed';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  if (days > 0) return `${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')} left`;
  return `${plural(minutes, 'minute')} left`;
}
