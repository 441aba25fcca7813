import type { Queryable } from '../../db/transaction';
import { lockLevels, recordStock } from './stock-repository';

/**
 * A fresh start's opening receipt: the seeded catalogue arrives with a generous amount of each
 * product, so a newcomer's `npm start` sells as before; staff's own receipts follow. Called by the
 * catalogue seed only for a product it has just inserted, so it happens once per product.
 */
export async function openStock(
  tx: Queryable,
  productId: string,
  baseUnits: number,
): Promise<void> {
  await lockLevels(tx, [productId]);
  await recordStock(tx, [
    {
      productId,
      kind: 'receive',
      onHand: baseUnits,
      batch: 'opening',
      supplier: 'Opening balance',
      reason: 'Opening stock of the seeded catalogue',
    },
  ]);
}
