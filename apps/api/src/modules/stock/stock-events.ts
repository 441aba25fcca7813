import { productAvailability } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

/** The PostgreSQL channel on which every API instance hears that a product's availability changed. */
export const STOCK_CHANNEL = 'faza_stock';

/**
 * Tells every instance to re-read the shop when a change moved a product between in stock, "Only
 * N left" and out of stock (delivered only if the transaction commits). Most checkouts move free
 * stock without changing what the shop shows, and pay nothing here beyond the comparison.
 */
export async function announceIfAvailabilityChanged(
  db: Queryable,
  changes: readonly { freeBefore: number; freeAfter: number; smallest: number }[],
): Promise<void> {
  const changed = changes.some(
    (c) =>
      JSON.stringify(productAvailability(c.freeBefore, c.smallest)) !==
      JSON.stringify(productAvailability(c.freeAfter, c.smallest)),
  );
  if (changed) await db`select pg_notify(${STOCK_CHANNEL}, '')`;
}
