import type { CookedResponse } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { undoCook } from './cook-service';

// "I cooked it" and its undo (docs/architecture.md §1 "Adding a feature"). Cooking runs as
// cookRecipe in the transaction idempotent() opens for it; the undo opens its own here.

/** Puts a cooking's food back exactly, within 10 minutes. */
export function undoCooking(sql: Sql, ownerId: string, cookingId: string): Promise<CookedResponse> {
  return withTransaction(sql, (tx) => undoCook(tx, { ownerId, cookingId }));
}
