import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/**
 * A gift whose money or food moved for the wrong person (docs/decisions/0048): the hold did not
 * come from the sender, the claim did not go to the claimer, or the return not back to the sender.
 * `rowId` is the ledger transfer (money) or the pantry journal row or gift item (food);
 * `actualUserId` the owner of the wallet or lot it touched (null: no wallet, or the other side of
 * the transfer was not `gifts_held`).
 */
export type GiftOwnerMismatch = {
  kind: 'gift_hold_owner' | 'gift_claim_owner' | 'gift_return_owner';
  giftId: string;
  giftKind: 'food' | 'money';
  rowId: string;
  expectedUserId: string | null;
  actualUserId: string | null;
};

/** A gift still pending an hour past its expiry: the return job has stopped (docs/decisions/0048). */
export type GiftOverdueMismatch = { kind: 'gift_past_expiry'; giftId: string; expiresAt: string };

type OwnerRow = {
  gift_id: string;
  gift_kind: 'food' | 'money';
  row_id: string;
  step: 'gift_hold' | 'gift_claim' | 'gift_return';
  expected: string | null;
  actual: string | null;
};

/**
 * Who each gift's rows belong to: a money gift's hold leaves the sender's wallet for `gifts_held`,
 * its claim leaves `gifts_held` for the claimer's wallet, its return for the sender's; a food
 * gift's items and hold rows are the sender's lots, its claim rows the claimer's, its return rows
 * the sender's. And no gift waits more than an hour past its expiry (the job runs every 10 minutes).
 */
export async function checkGiftOwnership(
  db: Queryable,
): Promise<(GiftOwnerMismatch | GiftOverdueMismatch)[]> {
  const held = SYSTEM_ACCOUNTS.giftsHeld;
  const rows = await db<OwnerRow[]>`
    with money as (
      select g.id as gift_id, g.kind as gift_kind, t.id as row_id, t.kind as step,
             case t.kind when 'gift_claim' then g.claimed_by else g.sender_id end as expected,
             case when (case t.kind when 'gift_hold' then t.credit_account else t.debit_account end)
                       = ${held}
                  then w.user_id end as actual
        from gifts g
        join ledger_transfers t
          on t.kind in ('gift_hold', 'gift_claim', 'gift_return') and t.reference = g.id::text
        left join wallets w
          on w.id = case t.kind when 'gift_hold' then t.debit_account else t.credit_account end
       where g.kind = 'money'
    ), food as (
      select g.id as gift_id, g.kind as gift_kind, j.id as row_id, j.kind as step,
             case j.kind when 'gift_claim' then g.claimed_by else g.sender_id end as expected,
             case when j.owner_id = l.owner_id then l.owner_id end as actual
        from gifts g
        join pantry_journal j on j.gift_id = g.id
        join pantry_lots l on l.id = j.lot_id
      union all
      select g.id, g.kind, i.id, 'gift_hold', g.sender_id, l.owner_id
        from gifts g
        join gift_items i on i.gift_id = g.id
        join pantry_lots l on l.id = i.lot_id
    )
    select * from money where actual is distinct from expected
    union all
    select * from food where actual is distinct from expected
    order by gift_id, row_id`;
  const found: (GiftOwnerMismatch | GiftOverdueMismatch)[] = rows.map((r) => ({
    kind: `${r.step}_owner`,
    giftId: r.gift_id,
    giftKind: r.gift_kind,
    rowId: r.row_id,
    expectedUserId: r.expected,
    actualUserId: r.actual,
  }));

  // An hour's grace: the return job runs every 10 minutes, so a gift just past its week is normal.
  const overdue = await db<{ id: string; expires_at: Date }[]>`
    select id, expires_at from gifts
     where state = 'pending' and expires_at < now() - interval '1 hour'
     order by expires_at`;
  for (const g of overdue)
    found.push({ kind: 'gift_past_expiry', giftId: g.id, expiresAt: g.expires_at.toISOString() });
  return found;
}
