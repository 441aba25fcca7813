import { pantryQuantityLabel, type PantryHistoryEntry } from '@faza/shared';

// Formatters are costly to build; make each once. Lagos time whatever the phone's zone, so a date
// reads the same to sender and recipient.
const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // en-NG defaults to 24-hour in some ICU builds; shoppers read '3:04 pm'.
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

/** Unix seconds → '12 Mar 2026' (spec §2 card dates, en-NG). */
export const formatPantryDate = (seconds: number): string =>
  dateFormat.format(new Date(seconds * 1000));

/** Unix seconds → '12 Mar 2026, 3:04 pm'. */
export const formatPantryDateTime = (seconds: number): string =>
  dateTimeFormat.format(new Date(seconds * 1000));

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
    purchase: 'Bought',
    delivery: 'Delivered',
    delivery_return: 'Returned from delivery',
    adjust: incoming ? 'Added by Faza' : 'Removed by Faza',
  };
  const size = Math.abs(entry.quantity);
  return {
    title: titles[entry.kind],
    detail: `${pantryQuantityLabel(size, entry['quantity-type'])} of ${entry['food-name']}`,
    amount: `${incoming ? '+' : '\u2212'}${size}`,
    incoming,
  };
}
