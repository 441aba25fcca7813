import type { SubscriptionTier } from '../rules/subscription';

// Delivery fees and slot places (docs/decisions/0057): pure rules the API applies inside the
// request's transaction and the screens use to show the fee before the customer confirms.

/** Lagos keeps West Africa Time all year (UTC+01:00, no daylight saving). */
export const LAGOS_OFFSET = '+01:00';

const UNIT_GRAMS: Record<string, number> = {
  kg: 1000,
  g: 1,
  l: 1000,
  litre: 1000,
  litres: 1000,
  ml: 1,
  cl: 10,
};

/**
 * What one unit of a pantry lot weighs, in grams, from its quantity label: a label that states a
 * weight or volume ('5kg', '50 kg bag', '4 litres') is read as that; the market measures of
 * docs/product-spec.md §9 by their usual weight; anything else counts as 1 kg. Heavy food costs
 * more to carry, so a guess errs on the heavy side of what the label suggests.
 */
export function unitGrams(label: string): number {
  const text = label.toLowerCase();
  const stated = /(\d+(?:\.\d+)?)\s*(kg|ml|cl|litres|litre|l|g)\b/.exec(text);
  if (stated) return Math.max(1, Math.round(Number(stated[1]) * UNIT_GRAMS[stated[2]!]!));
  if (text.includes('half bag')) return 25_000;
  if (text.includes('bag')) return 50_000;
  if (text.includes('half paint rubber')) return 2_000;
  if (text.includes('paint rubber')) return 4_000;
  if (text.includes('derica')) return 1_200;
  if (text.includes('tuber')) return 2_000;
  if (text.includes('cube')) return 10;
  if (/tin|packet|bunch|nylon|sachet|bottle/.test(text)) return 500;
  return 1_000;
}

/** The weight of a delivery's lines in grams. */
export const deliveryGrams = (lines: readonly { quantity_type: string; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + unitGrams(l.quantity_type) * l.quantity, 0);

export type WeightBand = { minGrams: number; extraKobo: number };

/** The extra for the heaviest band the weight reaches (bands need not be sorted). */
export function weightExtraKobo(grams: number, bands: readonly WeightBand[]): number {
  let best: WeightBand | undefined;
  for (const band of bands)
    if (band.minGrams <= grams && (!best || band.minGrams > best.minGrams)) best = band;
  return best?.extraKobo ?? 0;
}

/**
 * The fee charged: the zone's fee plus the weight band's extra, of which a tier pays its percent
 * (100 for Basic unless configured otherwise), rounded down to whole kobo (the customer's favour).
 */
export function deliveryFeeKobo(input: {
  zoneFeeKobo: number;
  grams: number;
  bands: readonly WeightBand[];
  tierPercent: number;
}): number {
  const full = input.zoneFeeKobo + weightExtraKobo(input.grams, input.bands);
  const percent = Math.min(100, Math.max(0, input.tierPercent));
  return Math.floor((full * percent) / 100);
}

export type SlotPlaces = {
  capacity: number;
  booked: number;
  /** Places held back for Premium and Premium Plus until the cut-off. */
  premiumReserved: number;
  /** When the held-back places open to everyone. */
  premiumCutoff: Date;
  closed: boolean;
  startsAt: Date;
};

/**
 * How many more deliveries a customer of `tier` may book into a slot now: none once it is closed
 * or has started; Basic may not take the places held for paid tiers before the cut-off.
 */
export function slotPlacesLeft(slot: SlotPlaces, tier: SubscriptionTier, now: Date): number {
  if (slot.closed || slot.startsAt <= now) return 0;
  const held = tier === 'basic' && now < slot.premiumCutoff ? slot.premiumReserved : 0;
  return Math.max(0, slot.capacity - held - slot.booked);
}

/** The moment a slot's day and 'HH:MM' start in Lagos. */
export const lagosMoment = (date: string, time: string): Date =>
  new Date(`${date}T${time.slice(0, 5)}:00${LAGOS_OFFSET}`);

/** A tier's delivery benefit in words, from the percent of the fee it pays (null: pays it all). */
export function deliveryFeeBenefit(percent: number): string | null {
  if (percent >= 100) return null;
  if (percent <= 0) return 'Free delivery';
  if (percent === 50) return 'Half-price delivery';
  return `${100 - percent}% off delivery`;
}
