import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/** A group buy the ledger disagrees with (docs/decisions/0064-group-buys.md). */
export type GroupBuyMismatch =
  | { kind: 'group_buys_held'; heldKobo: number; openGroupsKobo: number }
  | {
      kind: 'group_buy_member';
      memberId: string;
      paidKobo: number;
      refundedKobo: number;
      /** What the ledger says: paid in by `group_buy_payment`, paid back by `group_buy_refund`. */
      paymentsKobo: number;
      refundsKobo: number;
    }
  | { kind: 'group_buy_ending'; groupId: string; state: string; problem: string }
  | { kind: 'group_buy_transfer_without_member'; transferId: string; reference: string };

/**
 * Group buys held against the books: the `group_buys_held` account holds exactly the money of the
 * open groups (each open group holds its shares taken × share price, spread over its members as
 * their rows say); each member's payments and refunds in the ledger are what their row says; and
 * each closed group ended in exactly one way: filled (its one order paid from the held account at
 * shares × share price, all of it spent, nothing refunded but what members took back before) or
 * refunded (no order, every member paid back all they paid).
 */
export async function checkGroupBuys(db: Queryable, heldKobo: number): Promise<GroupBuyMismatch[]> {
  const found: GroupBuyMismatch[] = [];
  const [open] = await db<{ kobo: number }[]>`
    select coalesce(sum(m.paid_kobo - m.refunded_kobo - m.spent_kobo), 0)::bigint as kobo
      from group_buy_members m join group_buys g on g.id = m.group_buy_id
     where g.state = 'open'`;
  if (open!.kobo !== heldKobo)
    found.push({ kind: 'group_buys_held', heldKobo, openGroupsKobo: open!.kobo });

  const members = await db<
    { id: string; paid_kobo: number; refunded_kobo: number; payments: number; refunds: number }[]
  >`
    select m.id, m.paid_kobo, m.refunded_kobo,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'group_buy_payment'
                    and t.credit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}), 0)::bigint as payments,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'group_buy_refund'
                    and t.debit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}), 0)::bigint as refunds
      from group_buy_members m
      left join ledger_transfers t
        on t.kind in ('group_buy_payment', 'group_buy_refund')
       and split_part(t.reference, ':', 1) = m.id::text
     group by m.id
    having coalesce(sum(t.amount_kobo) filter (where t.kind = 'group_buy_payment'
                    and t.credit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}), 0) <> m.paid_kobo
        or coalesce(sum(t.amount_kobo) filter (where t.kind = 'group_buy_refund'
                    and t.debit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}), 0) <> m.refunded_kobo`;
  for (const m of members)
    found.push({
      kind: 'group_buy_member',
      memberId: m.id,
      paidKobo: m.paid_kobo,
      refundedKobo: m.refunded_kobo,
      paymentsKobo: m.payments,
      refundsKobo: m.refunds,
    });

  const endings = await db<{ id: string; state: string; problem: string }[]>`
    with g as (
      select g.id, g.state, g.order_id, g.shares, g.shares_taken, g.share_price_kobo,
             coalesce(sum(m.shares), 0)::int as member_shares,
             coalesce(sum(m.paid_kobo - m.refunded_kobo - m.spent_kobo), 0)::bigint as held,
             coalesce(sum(m.spent_kobo), 0)::bigint as spent
        from group_buys g left join group_buy_members m on m.group_buy_id = g.id
       group by g.id
    ), judged as (
      select g.id, g.state,
             case
               when g.member_shares <> g.shares_taken then 'shares_differ'
               when g.state = 'open' and g.held <> g.shares_taken * g.share_price_kobo
                 then 'held_differs'
               when g.state = 'open' and g.spent <> 0 then 'spent_while_open'
               when g.state = 'refunded' and (g.order_id is not null or g.held <> 0
                                               or g.spent <> 0)
                 then 'refunded_not_whole'
               when g.state = 'filled' and (g.held <> 0 or g.spent <> g.shares * g.share_price_kobo
                 or g.shares_taken <> g.shares
                 or not exists (
                   select 1 from orders o join ledger_transfers t
                     on t.kind = 'purchase' and t.reference = o.invoice_number
                    where o.id = g.order_id and o.status = 'paid'
                      and o.payment_method = 'group_buy' and o.total_kobo = g.spent
                      and t.debit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}
                      and t.amount_kobo = g.spent))
                 then 'filled_not_paid'
             end as problem
        from g
    )
    select id, state, problem from judged where problem is not null
    union all
    select null, 'order', 'order_without_group' from orders o
     where (o.payment_method = 'group_buy'
            or exists (select 1 from ledger_transfers t
                        where t.kind = 'purchase' and t.reference = o.invoice_number
                          and t.debit_account = ${SYSTEM_ACCOUNTS.groupBuysHeld}))
       and not exists (select 1 from group_buys g where g.order_id = o.id)`;
  for (const e of endings)
    found.push({ kind: 'group_buy_ending', groupId: e.id, state: e.state, problem: e.problem });

  const orphans = await db<{ id: string; reference: string }[]>`
    select t.id, t.reference from ledger_transfers t
     where t.kind in ('group_buy_payment', 'group_buy_refund')
       and not exists (select 1 from group_buy_members m
                        where m.id::text = split_part(t.reference, ':', 1))`;
  for (const t of orphans)
    found.push({
      kind: 'group_buy_transfer_without_member',
      transferId: t.id,
      reference: t.reference,
    });
  return found;
}
