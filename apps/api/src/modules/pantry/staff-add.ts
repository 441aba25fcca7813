import { maskDisplayName, PANTRY_MESSAGES, type PantryAddResponse } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { refuseOwnDecision } from '../../lib/own-decision';
import { addLots } from './add-lots';
import { findLot, findOwnerByFaza, findProductByName, findTierPrice } from './lots-repository';
import { toPantryItem } from './pantry-mappers';

export type StaffAddInput = {
  actorId: string;
  faza: string;
  name: string;
  quantityType: string;
  quantity: number;
  /** Why staff add it; kept in the audit log. */
  reason: string;
};

/**
 * `POST /api/pantry/add`: staff put catalogue food into a customer's pantry by hand, never into
 * their own. The price is today's catalogue price of that quantity type and the expiry follows the
 * owner's tier; the body's prices are never used. Journal kind `adjust`, actor the staff member,
 * and an audit record with the reason, all in the caller's transaction.
 */
export async function addByStaff(
  tx: TransactionSql,
  input: StaffAddInput,
): Promise<PantryAddResponse> {
  const owner = await findOwnerByFaza(tx, input.faza);
  if (!owner) throw refuse('INVALID_FAZA', { field: 'faza' });
  refuseOwnDecision(input.actorId, owner.id);
  const product = await findProductByName(tx, input.name);
  if (!product) throw refuse('UNKNOWN_PRODUCT', { field: 'name' });
  const priceKobo = await findTierPrice(tx, product.id, input.quantityType);
  if (priceKobo === null)
    throw refuse('UNKNOWN_QUANTITY_TYPE', {
      message: PANTRY_MESSAGES.unknownQuantityType(product.name),
      field: 'quantity-type',
    });

  const [added] = await addLots(tx, {
    ownerId: owner.id,
    kind: 'adjust',
    actorId: input.actorId,
    lines: [
      {
        productId: product.id,
        quantityType: input.quantityType,
        quantity: input.quantity,
        unitPriceKobo: priceKobo,
      },
    ],
  });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'pantry.adjust',
    subjectType: 'pantry_lot',
    subjectId: added!.lotId,
    after: {
      reason: input.reason,
      owner_id: owner.id,
      product_id: product.id,
      quantity_type: input.quantityType,
      quantity: input.quantity,
      unit_price_kobo: priceKobo,
      expires_at: added!.expiresAt.toISOString(),
    },
  });
  const lot = await findLot(tx, added!.lotId);
  return {
    item: toPantryItem(lot!, new Date()),
    owner: { name: maskDisplayName(owner.display_name), faza: owner.faza },
  };
}
