import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/** A gift the ledger or the pantry journal disagrees with (docs/decisions/0036). */
export type GiftMismatch =
  | { kind: 'gifts_held'; heldKobo: number; pendingKobo: number }
  | {
      kind: 'gift_money';
      giftId: string;
      state: string;
      /** Transfers of the gift's amount: into the hold, out to the claimer, back to the sender. */
      holds: number;
      claims: number;
      returns: number;
    }
  | {
      kind: 'gift_food';
      giftId: string;
      state: string;
      heldQuantity: number;
      journalQuantity: number;
    }
  | { kind: 'gift_transfer_without_gift'; transferId: string; reference: string };

/**
 * Gifts held against the books: the `gifts_held` account holds exactly the pending money gifts;
 * each money gift has one hold and, once settled, exactly one claim or one return of its amount;
 * each food gift's journal rows sum to minus what it holds while pending and to zero once settled
 * (so no food is counted twice or lost); and no gift transfer names a gift that does not exist.
 */
export async function checkGifts(db: Queryable, heldKobo: number): Promise<GiftMismatch[]> {
  const mismatches: GiftMismatch[] = [];
  const [pending] = await db<{ kobo: number }[]>`
    select coalesce(sum(amount_kobo), 0)::bigint as kobo from gifts
    where kind = 'money' and state = 'pending'`;
  if (Number(pending!.kobo) !== heldKobo)
    mismatches.push({ kind: 'gifts_held', heldKobo, pendingKobo: Number(pending!.kobo) });

  const money = await db<
    { id: string; state: string; holds: number; claims: number; returns: number }[]
  >`
    select g.id, g.state,
           count(*) filter (where t.kind = 'gift_hold' and t.credit_account = ${SYSTEM_ACCOUNTS.giftsHeld}
                              and t.amount_kobo = g.amount_kobo)::int as holds,
           count(*) filter (where t.kind = 'gift_claim' and t.debit_account = ${SYSTEM_ACCOUNTS.giftsHeld}
                              and t.amount_kobo = g.amount_kobo)::int as claims,
           count(*) filter (where t.kind = 'gift_return' and t.debit_account = ${SYSTEM_ACCOUNTS.giftsHeld}
                              and t.amount_kobo = g.amount_kobo)::int as returns
      from gifts g
      left join ledger_transfers t
        on t.kind in ('gift_hold', 'gift_claim', 'gift_return') and t.reference = g.id::text
     where g.kind = 'money'
     group by g.id
    having count(t.id) <> case when g.state = 'pending' then 1 else 2 end
        or count(*) filter (where t.kind = 'gift_hold' and t.amount_kobo = g.amount_kobo) <> 1
        or count(*) filter (where t.kind = 'gift_claim' and t.amount_kobo = g.amount_kobo)
           <> case when g.state = 'claimed' then 1 else 0 end
        or count(*) filter (where t.kind = 'gift_return' and t.amount_kobo = g.amount_kobo)
           <> case when g.state in ('cancelled', 'returned') then 1 else 0 end`;
  for (const g of money) mismatches.push({ kind: 'gift_money', giftId: g.id, ...g });

  const food = await db<{ id: string; state: string; held: number; journal: number }[]>`
    select g.id, g.state,
           coalesce((select sum(quantity) from gift_items i where i.gift_id = g.id), 0)::int as held,
           coalesce((select sum(quantity) from pantry_journal j where j.gift_id = g.id), 0)::int
             as journal
      from gifts g
     where g.kind = 'food'`;
  for (const g of food) {
    const expected = g.state === 'pending' ? -g.held : 0;
    if (g.held <= 0 || g.journal !== expected)
      mismatches.push({
        kind: 'gift_food',
        giftId: g.id,
        state: g.state,
        heldQuantity: g.held,
        journalQuantity: g.journal,
      });
  }

  const orphans = await db<{ id: string; reference: string }[]>`
    select t.id, t.reference from ledger_transfers t
     where t.kind in ('gift_hold', 'gift_claim', 'gift_return')
       and not exists (select 1 from gifts g where g.id::text = t.reference and g.kind = 'money')`;
  for (const t of orphans)
    mismatches.push({
      kind: 'gift_transfer_without_gift',
      transferId: t.id,
      reference: t.reference,
    });
  return mismatches;
}
