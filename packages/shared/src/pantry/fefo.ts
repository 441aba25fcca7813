import { isValidSendQuantity } from '../rules/quantity';
import { isExpired } from '../rules/expiry';

/** What the send rule needs to know about one of the sender's lots. */
export type SendableLot = { id: string; quantity: number; expiresAt: Date };

/** How much to take from which lot. */
export type LotTake = { lotId: string; quantity: number };

export type SendPlan =
  | { ok: true; takes: LotTake[]; available: number }
  /**
   * `none`: no food of that kind at all (or not the lot asked for); `expired`: only expired food;
   * `quantity`: the quantity is not a whole number from 1 to `available`.
   */
  | { ok: false; reason: 'none' | 'expired' | 'quantity'; available: number };

/** Soonest expiry first; the id breaks ties so every server picks the same lot. */
export const compareFefo = (a: SendableLot, b: SendableLot): number =>
  a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * docs/architecture.md §3, which lot is sent: first-expired-first-out among the unexpired lots (or only the
 * lot asked for), taking whole lots until the quantity is met. Pure: the caller has locked the
 * lots and applies the takes.
 */
export function planSend(
  lots: readonly SendableLot[],
  quantity: number,
  now: Date,
  onlyLotId?: string,
): SendPlan {
  const held = lots.filter((lot) => lot.quantity > 0 && (!onlyLotId || lot.id === onlyLotId));
  if (held.length === 0) return { ok: false, reason: 'none', available: 0 };
  const usable = held.filter((lot) => !isExpired(lot.expiresAt, now)).sort(compareFefo);
  if (usable.length === 0) return { ok: false, reason: 'expired', available: 0 };
  const available = usable.reduce((sum, lot) => sum + lot.quantity, 0);
  if (!isValidSendQuantity(quantity, available))
    return { ok: false, reason: 'quantity', available };
  const takes: LotTake[] = [];
  let left = quantity;
  for (const lot of usable) {
    if (left === 0) break;
    const take = Math.min(left, lot.quantity);
    takes.push({ lotId: lot.id, quantity: take });
    left -= take;
  }
  return { ok: true, takes, available };
}
