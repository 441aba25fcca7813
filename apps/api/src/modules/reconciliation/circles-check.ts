import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/** A food circle the ledger disagrees with (docs/decisions/0043-food-circles.md). */
export type CircleMismatch =
  | { kind: 'circles_held'; heldKobo: number; sharesKobo: number }
  | {
      kind: 'circle_member';
      memberId: string;
      status: string;
      paidKobo: number;
      refundedKobo: number;
      /** What the ledger says: paid in by `circle_payment`, paid back by `circle_refund`. */
      paymentsKobo: number;
      refundsKobo: number;
    }
  | { kind: 'circle_transfer_without_member'; transferId: string; reference: string };

/**
 * Food circles held against the books: the `circles_held` account holds exactly the members'
 * shares not yet delivered or refunded; each member's payments and refunds in the ledger are
 * what their row says; a refunded member got back all they paid, a delivered save-together
 * member has their paid order (and a chip-in its beneficiary's); and no circle transfer names a
 * member that does not exist.
 */
export async function checkCircles(db: Queryable, heldKobo: number): Promise<CircleMismatch[]> {
  const mismatches: CircleMismatch[] = [];
  const [shares] = await db<{ kobo: number }[]>`
    select coalesce(sum(paid_kobo - refunded_kobo), 0)::bigint as kobo
      from circle_members where status in ('active', 'left')`;
  if (shares!.kobo !== heldKobo)
    mismatches.push({ kind: 'circles_held', heldKobo, sharesKobo: shares!.kobo });

  const members = await db<
    {
      id: string;
      status: string;
      paid_kobo: number;
      refunded_kobo: number;
      payments: number;
      refunds: number;
    }[]
  >`
    select m.id, m.status, m.paid_kobo, m.refunded_kobo,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'circle_payment'
                    and t.credit_account = ${SYSTEM_ACCOUNTS.circlesHeld}), 0)::bigint as payments,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'circle_refund'
                    and t.debit_account = ${SYSTEM_ACCOUNTS.circlesHeld}), 0)::bigint as refunds
      from circle_members m
      left join ledger_transfers t
        on t.kind in ('circle_payment', 'circle_refund')
       and split_part(t.reference, ':', 1) = m.id::text
     group by m.id
    having coalesce(sum(t.amount_kobo) filter (where t.kind = 'circle_payment'), 0) <> m.paid_kobo
        or coalesce(sum(t.amount_kobo) filter (where t.kind = 'circle_refund'), 0)
           <> m.refunded_kobo
        or (m.status = 'delivered'
            and not exists (select 1 from circles c where c.id = m.circle_id
                             and (m.order_id is not null or c.order_id is not null)))`;
  for (const m of members)
    mismatches.push({
      kind: 'circle_member',
      memberId: m.id,
      status: m.status,
      paidKobo: m.paid_kobo,
      refundedKobo: m.refunded_kobo,
      paymentsKobo: m.payments,
      refundsKobo: m.refunds,
    });

  const orphans = await db<{ id: string; reference: string }[]>`
    select t.id, t.reference from ledger_transfers t
     where t.kind in ('circle_payment', 'circle_refund')
       and not exists (select 1 from circle_members m
                        where m.id::text = split_part(t.reference, ':', 1))`;
  for (const t of orphans)
    mismatches.push({
      kind: 'circle_transfer_without_member',
      transferId: t.id,
      reference: t.reference,
    });
  return mismatches;
}
