import { compareFefo } from '../pantry/fefo';
import { expiryStatus } from '../rules/expiry';
import type { Amount, BaseUnit } from './units';

/** One of the person's lots of a product, with what one of its units holds (null: unknown). */
export type PlanLot = {
  id: string;
  quantity: number;
  expiresAt: Date;
  unitAmount: Amount | null;
};

/** Whole units taken from a lot. */
export type CookTake = { lotId: string; quantity: number };

/**
 * What cooking takes from one product's lots: whole units first-expiry-first, and when the last
 * unit is more than the dish needs, that unit is opened and the rest goes back to the pantry as
 * a new lot of `remainder` base units (grams, millilitres, tubers…) with the same expiry.
 */
export type CookPlan =
  | {
      ok: true;
      takes: CookTake[];
      opened: { lotId: string; remainder: number; unit: BaseUnit } | null;
      /** What is used, in the product's base unit, rounded up to a whole gram, millilitre or unit. */
      used: number;
    }
  /** `short`: the usable lots hold less; `unknown`: some lots cannot be converted (ask). */
  | { ok: false; reason: 'short' | 'unknown'; available: number };

const EPSILON = 1e-9;

/**
 * docs/architecture.md §3 (first-expired-first-out) applied to cooking: takes `need` (in the
 * product's base unit) from the unexpired lots, soonest expiry first. Pure: the caller has locked
 * the lots and writes the takes and the opened remainder as one journal entry.
 */
export function planCook(
  lots: readonly PlanLot[],
  need: { amount: number; unit: Amount['unit'] },
  now: Date,
): CookPlan {
  const usable = lots
    .filter((l) => l.quantity > 0 && expiryStatus(l.expiresAt, now) !== 'expired')
    .sort(compareFefo);
  const known = usable.filter((l) => l.unitAmount?.unit === need.unit);
  const available = known.reduce((sum, l) => sum + l.quantity * l.unitAmount!.amount, 0);
  // Grams, millilitres and counted food are whole numbers in the pantry: a dish uses whole ones.
  let left = Math.ceil(need.amount - EPSILON);
  if (left <= 0) return { ok: true, takes: [], opened: null, used: 0 };
  if (available < left)
    return { ok: false, reason: known.length < usable.length ? 'unknown' : 'short', available };

  const takes: CookTake[] = [];
  let opened: { lotId: string; remainder: number; unit: BaseUnit } | null = null;
  for (const lot of known) {
    if (left === 0) break;
    const size = lot.unitAmount!.amount;
    let take = Math.min(lot.quantity, Math.floor(left / size));
    left -= take * size;
    if (left > 0 && take < lot.quantity) {
      // Part of one more unit: open it; the rest stays in the pantry in the base unit.
      take += 1;
      opened = { lotId: lot.id, remainder: size - left, unit: need.unit };
      left = 0;
    }
    if (take > 0) takes.push({ lotId: lot.id, quantity: take });
  }
  const used = Math.ceil(need.amount - EPSILON);
  return { ok: true, takes, opened, used };
}
