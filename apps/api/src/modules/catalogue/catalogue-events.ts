import type { Queryable } from '../../db/transaction';

/** The PostgreSQL channel on which every API instance hears that the catalogue changed. */
export const CATALOGUE_CHANNEL = 'faza_catalogue';

/**
 * Call after any write to products, tiers or bundles, in the same transaction: the notification is
 * delivered only if that transaction commits, so every instance drops its cached copy at once and
 * never serves a change that was rolled back.
 */
export async function announceCatalogueChange(q: Queryable): Promise<void> {
  await q`select pg_notify(${CATALOGUE_CHANNEL}, '')`;
}
