import type { PantryResponse } from '@faza/shared';
import type { SignedInPageData } from '../../lib/server-data';
import { pantryQueryKey } from './use-pantry';

/** /pantry drawn on the server: the items list, as `usePantry` holds it. */
export const pantryPageData: SignedInPageData = {
  reads: () => ['/pantry'],
  queries: ([pantry]) => [[pantryQueryKey, (pantry as PantryResponse).pantry.items]],
};
