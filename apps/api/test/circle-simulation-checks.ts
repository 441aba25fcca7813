import { expect } from 'vitest';
import type { CreateCircleRequest } from '@faza/shared';
import type { Sql } from '../src/db/sql';
import type { CircleUser } from './circle-helpers';

export type Planned = {
  body: CreateCircleRequest;
  creator: CircleUser;
  members: CircleUser[];
  id: string;
  code: string;
  /** Its people always pay and never leave or cancel: it must deliver. */
  steady: boolean;
};

/**
 * The end of the simulation: every circle over and nothing held; every delivered member paid the
 * price and got exactly one order whose food is in their pantry (a chip-in: its beneficiary, one
 * order); every other member got back exactly what they paid, in one refund; each wallet is what
 * was funded less what its owner's delivered shares cost. Answers how the circles ended.
 */
export async function checkSimulationEnd(sql: Sql, plans: Planned[], seed: number) {
  const why = `seed ${seed}`;
  const circles = await sql<
    {
      id: string;
      kind: string;
      state: string;
      price_kobo: number;
      goal_kobo: number;
      order_id: string | null;
      closed_by: string | null;
    }[]
  >`
    select id, kind, state, price_kobo, goal_kobo, order_id, closed_by from circles`;
  expect(circles).toHaveLength(plans.length);
  const [held] = await sql<{ kobo: number }[]>`
    select coalesce(sum(case when credit_account = '00000000-0000-4000-8000-000000000043'
                             then amount_kobo else -amount_kobo end), 0)::bigint as kobo
      from ledger_transfers
     where '00000000-0000-4000-8000-000000000043' in (credit_account, debit_account)`;
  expect(held!.kobo, why).toBe(0);

  // The food of one delivery, from the locked goal lines (a bundle's contents expanded).
  const goalUnits = new Map(
    (
      await sql<{ circle_id: string; units: number }[]>`
        select circle_id,
               sum(case when kind = 'bundle'
                        then quantity * (select coalesce(sum((c->>'quantity')::int), 0)
                                           from jsonb_array_elements(contents) c)
                        else quantity end)::int as units
          from circle_goal_lines group by circle_id`
    ).map((r) => [r.circle_id, r.units]),
  );
  // Every order a circle paid for: whose, and the food it put in a pantry.
  const orders = await sql<
    { circle_id: string; user_id: string; order_id: string; total_kobo: number; units: number }[]
  >`
    select t.metadata->>'circle_id' as circle_id, o.user_id, o.id as order_id, o.total_kobo,
           coalesce((select sum(j.quantity) from pantry_journal j
                      where j.order_id = o.id and j.kind = 'purchase'), 0)::int as units
      from ledger_transfers t join orders o on o.invoice_number = t.reference
     where t.kind = 'purchase' and t.metadata->>'method' = 'circle'`;
  const circleOrders = await sql`select id from orders where payment_method = 'circle'`;
  expect(orders.length, why).toBe(circleOrders.length);

  const members = await sql<
    {
      id: string;
      circle_id: string;
      user_id: string;
      status: string;
      paid_kobo: number;
      refunded_kobo: number;
      order_id: string | null;
    }[]
  >`
    select id, circle_id, user_id, status, paid_kobo, refunded_kobo, order_id from circle_members`;
  const refunds = new Map(
    (
      await sql<{ reference: string; n: number; kobo: number }[]>`
        select reference, count(*)::int as n, sum(amount_kobo)::bigint as kobo
          from ledger_transfers where kind = 'circle_refund' group by reference`
    ).map((r) => [r.reference, r]),
  );
  const byCircle = new Map(circles.map((c) => [c.id, c]));
  const states: Record<string, number> = {};
  for (const c of circles) {
    const label =
      c.state === 'cancelled' || c.state === 'failed'
        ? `${c.state} (${c.closed_by})`
        : `${c.kind} ${c.state}`;
    states[label] = (states[label] ?? 0) + 1;
    expect(['delivered', 'cancelled', 'failed'], why).toContain(c.state);
    const theirs = orders.filter((o) => o.circle_id === c.id);
    for (const o of theirs) {
      expect(o.total_kobo, why).toBe(c.goal_kobo);
      expect(o.units, why).toBe(goalUnits.get(c.id));
    }
    if (c.kind === 'chip_in') expect(theirs.length, why).toBe(c.state === 'delivered' ? 1 : 0);
    else
      expect(theirs.length, why).toBe(
        members.filter((m) => m.circle_id === c.id && m.status === 'delivered').length,
      );
  }
  let deliveredMembers = 0;
  let refundedMembers = 0;
  const spent = new Map<string, number>();
  for (const m of members) {
    const c = byCircle.get(m.circle_id)!;
    expect(['delivered', 'refunded'], why).toContain(m.status);
    const refund = refunds.get(m.id);
    if (m.status === 'delivered') {
      deliveredMembers++;
      expect(m.paid_kobo, why).toBe(c.price_kobo);
      expect(refund, why).toBeUndefined();
      if (c.kind === 'save_together') {
        const mine = orders.filter((o) => o.circle_id === c.id && o.user_id === m.user_id);
        expect(
          mine.map((o) => o.order_id),
          why,
        ).toEqual([m.order_id]);
      } else expect(m.refunded_kobo, why).toBe(refunds.get(`${m.id}:change`)?.kobo ?? 0);
    } else {
      refundedMembers++;
      expect(m.refunded_kobo, why).toBe(m.paid_kobo);
      if (m.paid_kobo > 0) expect([refund?.n, refund?.kobo], why).toEqual([1, m.paid_kobo]);
      else expect(refund, why).toBeUndefined();
    }
    spent.set(m.user_id, (spent.get(m.user_id) ?? 0) + m.paid_kobo - m.refunded_kobo);
  }
  // Each wallet: what was put in, less what its owner's delivered shares cost.
  const wallets = await sql<{ user_id: string; balance_kobo: number; funded: number }[]>`
    select w.user_id, w.balance_kobo,
           coalesce((select sum(amount_kobo) from ledger_transfers t
                      where t.credit_account = w.id and t.kind = 'topup_bank'), 0)::bigint as funded
      from wallets w`;
  for (const w of wallets)
    expect(w.balance_kobo, `${why}: wallet of ${w.user_id}`).toBe(
      w.funded - (spent.get(w.user_id) ?? 0),
    );
  for (const p of plans.filter((x) => x.steady))
    expect(byCircle.get(p.id)!.state, `${why}: a steady circle`).toBe('delivered');
  const notices = Object.fromEntries(
    (
      await sql<{ kind: string; n: number }[]>`
        select kind, count(*)::int as n from notifications where kind like 'circle.%' group by kind`
    ).map((r) => [r.kind, r.n]),
  );
  // Short wallets were met (the poorer people cannot pay every circle they join).
  expect(notices['circle.short'] ?? 0, why).toBeGreaterThan(0);
  return { circles: states, deliveredMembers, refundedMembers, orders: orders.length, notices };
}
