import type { PantryResponse } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { bundleNamesOf } from './lot-bundles';
import { listOwnerLots } from './lots-repository';
import { toPantryItem } from './pantry-mappers';

/**
 * One person's pantry as `GET /api/pantry` answers it. The route and the server's drawing of
 * /pantry (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md) both read
 * it here, always for the session's own user.
 */
export async function readPantry(db: Queryable, ownerId: string): Promise<PantryResponse> {
  const now = new Date();
  const lots = await listOwnerLots(db, ownerId);
  const bundles = await bundleNamesOf(db, lots);
  return {
    pantry: { items: lots.map((row) => toPantryItem(row, now, bundles.get(row.id) ?? null)) },
  };
}
