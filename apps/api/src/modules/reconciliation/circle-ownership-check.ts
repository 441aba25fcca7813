import type { Queryable } from '../../db/transaction';
import { SYSTEM_ACCOUNTS } from '../ledger';

/**
 * Circle money that moved for the wrong person (docs/decisions/0048): an instalment not from the
 * member's own wallet into `circles_held`, or a refund not from `circles_held` back to it.
 * `actualUserId` is the owner of the wallet touched, null when it was no wallet or the other side
 * was not `circles_held`.
 */
type CircleOwnerMismatch = {
  kind: 'circle_payment_owner' | 'circle_refund_owner';
  transferId: string;
  memberId: string;
  expectedUserId: string;
  actualUserId: string | null;
};

/**
 * A circle's delivery that is not what the members paid for: the order is missing, someone
 * else's, of another amount than the goal (or than what the circle held for it), not paid from
 * `circles_held`, or an order paid from `circles_held` that no delivered member or chip-in names.
 */
type CircleOrderMismatch = {
  kind: 'circle_order';
  circleId: string | null;
  memberId: string | null;
  orderId: string | null;
  problem: 'missing' | 'not_theirs' | 'wrong_amount' | 'not_paid_from_circle' | 'not_a_delivery';
};

/** A delivered, cancelled or failed circle that still holds money or has members not settled. */
type CircleFinishedMismatch = {
  kind: 'circle_finished_holding';
  circleId: string;
  state: string;
  /** What the ledger says it still holds: payments − refunds − orders paid from it. */
  heldKobo: number;
  unsettledMembers: number;
};

export type CircleOwnershipMismatch =
  CircleOwnerMismatch | CircleOrderMismatch | CircleFinishedMismatch;

export async function checkCircleOwnership(db: Queryable): Promise<CircleOwnershipMismatch[]> {
  const held = SYSTEM_ACCOUNTS.circlesHeld;
  const found: CircleOwnershipMismatch[] = [];

  const owners = await db<
    { id: string; kind: string; member_id: string; expected: string; actual: string | null }[]
  >`
    select t.id, t.kind, m.id as member_id, m.user_id as expected,
           case when (case t.kind when 'circle_payment' then t.credit_account
                                  else t.debit_account end) = ${held}
                then w.user_id end as actual
      from ledger_transfers t
      join circle_members m on m.id::text = split_part(t.reference, ':', 1)
      left join wallets w
        on w.id = case t.kind when 'circle_payment' then t.debit_account else t.credit_account end
     where t.kind in ('circle_payment', 'circle_refund')
       and (case when (case t.kind when 'circle_payment' then t.credit_account
                                   else t.debit_account end) = ${held}
                 then w.user_id end) is distinct from m.user_id
     order by t.created_at`;
  for (const r of owners)
    found.push({
      kind: r.kind === 'circle_payment' ? 'circle_payment_owner' : 'circle_refund_owner',
      transferId: r.id,
      memberId: r.member_id,
      expectedUserId: r.expected,
      actualUserId: r.actual,
    });

  // Every delivery: a save-together member's share, or a chip-in's whole goal for its beneficiary.
  const orders = await db<
    {
      circle_id: string | null;
      member_id: string | null;
      order_id: string | null;
      problem: CircleOrderMismatch['problem'];
    }[]
  >`
    with deliveries as (
      select c.id as circle_id, m.id as member_id, m.order_id, m.user_id as owner,
             c.goal_kobo as total, m.paid_kobo - m.refunded_kobo as paid_in
        from circle_members m join circles c on c.id = m.circle_id
       where c.kind = 'save_together' and m.status = 'delivered'
      union all
      select c.id, null, c.order_id, c.beneficiary_id, c.goal_kobo,
             (select coalesce(sum(m.paid_kobo - m.refunded_kobo), 0) from circle_members m
               where m.circle_id = c.id and m.status = 'delivered')
        from circles c where c.kind = 'chip_in' and c.state = 'delivered'
    ), judged as (
      select d.circle_id, d.member_id, d.order_id,
             case
               when o.id is null then 'missing'
               when o.user_id <> d.owner then 'not_theirs'
               when o.total_kobo <> d.total or d.paid_in <> d.total then 'wrong_amount'
               when o.status <> 'paid' or o.payment_method <> 'circle'
                 or not exists (select 1 from ledger_transfers t
                                 where t.kind = 'purchase' and t.reference = o.invoice_number
                                   and t.debit_account = ${held} and t.amount_kobo = o.total_kobo)
                 then 'not_paid_from_circle'
             end as problem
        from deliveries d left join orders o on o.id = d.order_id
    )
    select circle_id, member_id, order_id, problem from judged where problem is not null
    union all
    select null, null, o.id, 'not_a_delivery'
      from orders o
     where (o.payment_method = 'circle'
            or exists (select 1 from ledger_transfers t
                        where t.kind = 'purchase' and t.reference = o.invoice_number
                          and t.debit_account = ${held}))
       and not exists (select 1 from deliveries d where d.order_id = o.id)`;
  for (const o of orders)
    found.push({
      kind: 'circle_order',
      circleId: o.circle_id,
      memberId: o.member_id,
      orderId: o.order_id,
      problem: o.problem,
    });

  // Grouped once per account side, not per circle: the nightly job reads every finished circle.
  const finished = await db<{ id: string; state: string; held_kobo: string; unsettled: number }[]>`
    with moves as (
      select m.circle_id,
             sum(case t.kind when 'circle_payment' then t.amount_kobo else -t.amount_kobo end)
               as kobo
        from ledger_transfers t join circle_members m on m.id::text = split_part(t.reference, ':', 1)
       where t.kind in ('circle_payment', 'circle_refund')
       group by m.circle_id
    ), delivered as (
      select t.metadata ->> 'circle_id' as circle_id, sum(t.amount_kobo) as kobo
        from ledger_transfers t
       where t.kind = 'purchase' and t.debit_account = ${held}
       group by 1
    ), unsettled as (
      select circle_id, count(*)::int as n from circle_members
       where status in ('active', 'left') group by circle_id
    ), judged as (
      select c.id, c.state, coalesce(mv.kobo, 0) - coalesce(d.kobo, 0) as held_kobo,
             coalesce(u.n, 0) as unsettled
        from circles c
        left join moves mv on mv.circle_id = c.id
        left join delivered d on d.circle_id = c.id::text
        left join unsettled u on u.circle_id = c.id
       where c.state in ('delivered', 'cancelled', 'failed')
    )
    select id, state, held_kobo::text, unsettled from judged
     where held_kobo <> 0 or unsettled > 0`;
  for (const c of finished)
    found.push({
      kind: 'circle_finished_holding',
      circleId: c.id,
      state: c.state,
      heldKobo: Number(c.held_kobo),
      unsettledMembers: c.unsettled,
    });
  return found;
}
