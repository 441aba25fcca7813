import {
  formatDate,
  formatDateTime,
  fromUnixSeconds,
  pantryQuantityLabel,
  type PantryHistoryEntry,
} from '@faza/shared';

/** Unix seconds → '12 Mar 2026' in Lagos (docs/product-spec.md §2 card dates). */
export const formatPantryDate = (seconds: number): string => formatDate(fromUnixSeconds(seconds));

/** Unix seconds → '12 Mar 2026, 3:04 pm' in Lagos, as every date-time in the app reads. */
export const formatPantryDateTime = (seconds: number): string =>
  formatDateTime(fromUnixSeconds(seconds));

export type HistoryLine = {
  title: string;
  /** '2 × 5kg of Foreign parboiled rice'. */
  detail: string;
  /** '+2' or '−2' (a real minus sign). */
  amount: string;
  incoming: boolean;
};

/** One journal row in words: received from, sent to, bought, delivered… */
export function describeHistoryEntry(entry: PantryHistoryEntry): HistoryLine {
  const incoming = entry.quantity > 0;
  const who = entry.counterparty?.name ?? 'someone';
  const titles: Record<PantryHistoryEntry['kind'], string> = {
    transfer_in: `Received from ${who}`,
    transfer_out: `Sent to ${who}`,
    purchase: entry['group-buy']
      ? `Group buy: your share of a ${entry['group-buy'].tier} bag`
      : 'Bought',
    delivery: 'Delivered',
    delivery_return: 'Returned from delivery',
    adjust: incoming ? 'Added by Faza' : 'Removed by Faza',
    gift_hold: 'Held for a gift to a phone number',
    gift_claim: 'Gift received',
    gift_return: 'Gift came back to you',
    // A cooking: what the dish used, and the rest of an opened bag kept (docs/decisions/0037).
    consume: incoming ? 'Opened for cooking, rest kept' : 'Cooked',
    consume_undo: incoming ? 'Cooking undone' : 'Cooking undone, opened rest removed',
  };
  const size = Math.abs(entry.quantity);
  return {
    title: titles[entry.kind],
    detail: `${pantryQuantityLabel(size, entry['quantity-type'])} of ${entry['food-name']}`,
    amount: `${incoming ? '+' : '\u2212'}${size}`,
    incoming,
  };
}
