import { planSend, PANTRY_MESSAGES, type LotTake } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { peekLots } from './lot-locks';

// Food held for a gift to a phone number (docs/decisions/0036-gifts-held-for-a-phone-number.md):
// it leaves the sender's lots by `gift_hold` journal rows and waits in `gift_items`, one row per
// lot it came from, so it lands in the claimer's pantry (or back in the sender's lot) with the
// lot's expiry, price and storage duration. Every quantity change is a journal row of the gift.

export type GiftFood = { foodName: string; quantity: number; quantityType: string };
export type HeldLine = {
  'food-name': string;
  'food-quantity': number;
  'food-quantity-type': string;
};

/**
 * Takes the gift's food out of the sender's pantry into the hold, in the caller's transaction,
 * first-expired-first-out per food. Locks every unexpired lot of the foods named in one statement
 * in the pantry's lock order (expires_at, id; docs/decisions/0010), so a gift of several foods
 * never waits in a circle with a send or a delivery. Every refusal throws before anything moves.
 */
export async function holdGiftFood(
  tx: TransactionSql,
  gift: { id: string; senderId: string; items: readonly GiftFood[] },
): Promise<HeldLine[]> {
  const names = [...new Set(gift.items.map((i) => i.foodName.trim().toLowerCase()))];
  const products = await tx<{ id: string; name: string; key: string }[]>`
    select id, name, lower(name) as key from products where lower(name) = any(${names})`;
  const byName = new Map(products.map((p) => [p.key, p]));
  // The same food twice in one gift is one line of their sum.
  const wanted = new Map<string, { productId: string; name: string; type: string; qty: number }>();
  for (const item of gift.items) {
    const product = byName.get(item.foodName.trim().toLowerCase());
    if (!product) throw refuse('NOT_IN_PANTRY');
    const key = `${product.id}\u0000${item.quantityType}`;
    const line = wanted.get(key);
    if (line) line.qty += item.quantity;
    else
      wanted.set(key, {
        productId: product.id,
        name: product.name,
        type: item.quantityType,
        qty: item.quantity,
      });
  }
  const lines = [...wanted.values()];
  const locked = await tx<
    {
      id: string;
      product_id: string;
      quantity_type: string;
      quantity: number;
      expires_at: Date;
      now: Date;
    }[]
  >`
    select l.id, l.product_id, l.quantity_type, l.quantity, l.expires_at, now() as now
    from pantry_lots l
    join unnest(${lines.map((l) => l.productId)}::text[], ${lines.map((l) => l.type)}::text[])
      as w(product_id, quantity_type)
      on w.product_id = l.product_id and w.quantity_type = l.quantity_type
    where l.owner_id = ${gift.senderId} and l.quantity > 0 and l.expires_at > now()
    order by l.expires_at, l.id
    for update of l`;
  const now = locked[0]?.now ?? new Date();
  const takes: (LotTake & { productId: string; type: string })[] = [];
  for (const line of lines) {
    const lots = locked
      .filter((l) => l.product_id === line.productId && l.quantity_type === line.type)
      .map((l) => ({ id: l.id, quantity: l.quantity, expiresAt: l.expires_at }));
    let plan = planSend(lots, line.qty, now);
    if (!plan.ok && plan.reason === 'none') {
      // Nothing unexpired was locked: say whether there is none at all or it all expired.
      const all = await peekLots(tx, {
        ownerId: gift.senderId,
        productId: line.productId,
        quantityType: line.type,
      });
      plan = planSend(
        all.lots.map((l) => ({ id: l.id, quantity: l.quantity, expiresAt: l.expires_at })),
        line.qty,
        all.now,
      );
    }
    if (!plan.ok) {
      if (plan.reason === 'none') throw refuse('NOT_IN_PANTRY');
      if (plan.reason === 'expired') throw refuse('FOOD_EXPIRED');
      const message = PANTRY_MESSAGES.sendRange(plan.available);
      throw refuse('QUANTITY_OUT_OF_RANGE', { message, field: 'food-quantity' });
    }
    takes.push(...plan.takes.map((t) => ({ ...t, productId: line.productId, type: line.type })));
  }
  const moved = await tx`
    with takes as (
      select * from unnest(${takes.map((t) => t.lotId)}::uuid[], ${takes.map((t) => t.quantity)}::int[])
        as t(lot_id, qty)
    ), taken as (
      update pantry_lots l set quantity = l.quantity - t.qty, updated_at = now()
      from takes t where l.id = t.lot_id and l.owner_id = ${gift.senderId}
      returning l.id, l.product_id, l.quantity_type, t.qty
    ), items as (
      insert into gift_items (gift_id, lot_id, product_id, quantity_type, quantity)
      select ${gift.id}, id, product_id, quantity_type, qty from taken
    )
    insert into pantry_journal (lot_id, owner_id, kind, quantity, actor_id, gift_id)
    select id, ${gift.senderId}, 'gift_hold', -qty, ${gift.senderId}, ${gift.id} from taken`;
  if (moved.count !== takes.length) throw new Error('a locked lot was not updated');
  return lines.map((l) => ({
    'food-name': l.name,
    'food-quantity': l.qty,
    'food-quantity-type': l.type,
  }));
}

/**
 * Ends a food gift's hold, in the caller's transaction, which holds the gift row's lock (so this
 * runs once per gift): to the claimer, each held line becomes a new lot of theirs with the source
 * lot's expiry, price and storage duration (`gift_claim` rows); back to the sender, each line
 * returns into the very lot it left (`gift_return` rows). Locks those lots in the pantry's order.
 */
export async function releaseGiftFood(
  tx: TransactionSql,
  gift: { id: string; senderId: string; actorId: string | null },
  to: { claimerId: string } | 'sender',
): Promise<void> {
  if (to === 'sender') {
    await tx`
      select id from pantry_lots
      where id in (select lot_id from gift_items where gift_id = ${gift.id})
      order by expires_at, id for update`;
    await tx`
      with back as (
        select lot_id, sum(quantity)::int as qty from gift_items where gift_id = ${gift.id}
        group by lot_id
      ), returned as (
        update pantry_lots l set quantity = l.quantity + b.qty, updated_at = now()
        from back b where l.id = b.lot_id
        returning l.id, b.qty
      )
      insert into pantry_journal (lot_id, owner_id, kind, quantity, actor_id, gift_id)
      select id, ${gift.senderId}, 'gift_return', qty, ${gift.actorId}, ${gift.id} from returned`;
    return;
  }
  // The new lots name their source lots (`source_lot_id`), and PostgreSQL's check of that reference
  // locks each source lot (key share) in the order the rows are written. Taken first, in the
  // pantry's lock order, so a send that holds one of these lots and asks for the next never waits
  // on this claim in a circle (lot-locks.ts).
  await tx`
    select id from pantry_lots
    where id in (select lot_id from gift_items where gift_id = ${gift.id})
    order by expires_at, id for key share`;
  await tx`
    with lines as (
      select gen_random_uuid() as new_id, i.lot_id, i.quantity, s.product_id, s.quantity_type,
             s.unit_price_kobo, s.expires_at, s.storage_duration_days
      from gift_items i join pantry_lots s on s.id = i.lot_id
      where i.gift_id = ${gift.id}
    ), landed as (
      insert into pantry_lots (id, owner_id, product_id, quantity_type, quantity, unit_price_kobo,
                               added_at, expires_at, storage_duration_days, source, source_lot_id)
      select new_id, ${to.claimerId}, product_id, quantity_type, quantity, unit_price_kobo, now(),
             expires_at, storage_duration_days, 'transfer', lot_id
      from lines
      returning id, quantity
    )
    insert into pantry_journal (lot_id, owner_id, kind, quantity, actor_id, gift_id)
    select id, ${to.claimerId}, 'gift_claim', quantity, ${gift.actorId}, ${gift.id} from landed`;
}
