import type { Queryable } from '../../db/transaction';

export type ExpiringLot = {
  ownerId: string;
  name: string;
  quantityType: string;
  quantity: number;
  expiresAt: Date;
};

/**
 * Every lot still holding food whose expiry falls in (from, to], with its food's name, ordered by
 * owner: what the morning digest tells each person about.
 */
export async function expiringLots(
  db: Queryable,
  window: { from: Date; to: Date },
): Promise<ExpiringLot[]> {
  return db<ExpiringLot[]>`
    select l.owner_id as "ownerId", p.name, l.quantity_type as "quantityType", l.quantity,
           l.expires_at as "expiresAt"
    from pantry_lots l join products p on p.id = l.product_id
    where l.quantity > 0 and l.expires_at > ${window.from} and l.expires_at <= ${window.to}
    order by l.owner_id, l.expires_at`;
}
