import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { consume } from '../../../test/delivery-helpers';
import { allNotifications } from '../../../test/notification-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';

/** A day two days ahead in Lagos: its slots have not started, whatever the time now. */
const inTwoDays = () => new Date(Date.now() + 49 * 3600_000).toISOString().slice(0, 10);

describe('closing a slot moves or refunds each booking exactly once', () => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ DELIVERY_REQUESTS_PER_HOUR: '100000' });
    staff = (await signInAs(ctx, 'moderator')).cookie;
  }, 120_000);
  afterAll(() => ctx.close());

  const as = (cookie: string) => ({ cookies: sessionCookies(ctx.app, cookie) });
  async function publish(start: string, end: string, capacity: number) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/slots',
      ...as(staff),
      payload: { zoneId: 'lagos-apapa', date: inTwoDays(), start, end, capacity },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  const close = (cookie: string, id: string, reason = 'Flooding on the Apapa road') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/delivery/slots/${id}/close`,
      ...as(cookie),
      payload: { reason },
    });

  it('moves what fits into the next free slot, refunds the rest, under concurrent closes', async () => {
    const full = await publish('10:00', '13:00', 5);
    const spare = await publish('14:00', '17:00', 2);
    const customers = [];
    for (let i = 0; i < 5; i++) {
      const who = await signedInUser(ctx);
      const lot = await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 1 });
      const res = await consume(ctx, who.cookie, [{ 'lot-id': lot, quantity: 1 }], {
        zoneId: 'lagos-apapa',
        slotId: full,
      });
      expect(res.statusCode, res.body).toBe(201);
      customers.push({ ...who, delivery: res.json().data.id as string });
    }

    const answers = await Promise.all([1, 2, 3, 4].map(() => close(staff, full)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const sum = (k: 'moved' | 'refunded') =>
      answers.reduce((n, a) => n + (a.json().data[k] as number), 0);
    expect([sum('moved'), sum('refunded')]).toEqual([2, 3]);

    const slots = await ctx.sql<{ id: string; booked: number; closed: boolean }[]>`
      select id, booked, closed_at is not null as closed from delivery_slots
      where id in (${full}, ${spare})`;
    expect(Object.fromEntries(slots.map((s) => [s.id, [s.booked, s.closed]]))).toEqual({
      [full]: [0, true],
      [spare]: [2, false],
    });
    const ids = customers.map((c) => c.delivery);
    const refunds = await ctx.sql<{ reference: string; n: number }[]>`
      select reference, count(*)::int as n from ledger_transfers
      where kind = 'delivery_fee_refund' and reference = any(${ids}) group by reference`;
    expect(refunds.map((r) => r.n)).toEqual([1, 1, 1]);
    const rows = await ctx.sql<{ slot_id: string | null; refunded: boolean }[]>`
      select slot_id, fee_refunded_at is not null as refunded from deliveries
      where id = any(${ids})`;
    expect(rows.filter((r) => r.slot_id === spare && !r.refunded)).toHaveLength(2);
    expect(rows.filter((r) => r.slot_id === null && r.refunded)).toHaveLength(3);

    // Each customer told once; the close audited once.
    const told = (await allNotifications(ctx)).filter((n) => n.kind.startsWith('delivery.slot_'));
    expect(told.map((n) => n.recipient_id).sort()).toEqual(
      customers.map((c) => c.user.user_id).sort(),
    );
    expect(told.every((n) => n.body.includes('Flooding on the Apapa road'))).toBe(true);
    const [audit] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log
      where action = 'delivery_slot.close' and subject_id = ${full}`;
    expect(audit!.n).toBe(1);

    // The slot board shows the closure and where the bookings went.
    const board = await ctx.app.inject({
      url: '/api/admin/delivery/slots?zone=lagos-apapa',
      ...as(staff),
    });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.slots).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: full,
          booked: 0,
          closed: true,
          close_reason: 'Flooding on the Apapa road',
        }),
        expect.objectContaining({ id: spare, booked: 2, capacity: 2, closed: false }),
      ]),
    );
    const customerBoard = await ctx.app.inject({
      url: '/api/admin/delivery/slots?zone=lagos-apapa',
      ...as(customers[0]!.cookie),
    });
    expect(customerBoard.statusCode).toBe(403);

    // Closing again finds nothing left to move; a cancel now refunds nothing twice.
    const again = (await close(staff, full)).json().data;
    expect([again.moved, again.refunded]).toEqual([0, 0]);
    const [gone] = await ctx.sql<{ id: string; user_id: string }[]>`
      select id, user_id from deliveries where id = any(${ids}) and slot_id is null limit 1`;
    const owner = customers.find((c) => c.user.user_id === gone!.user_id)!;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${gone!.id}/cancel`,
      ...as(owner.cookie),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectLedgerSound(ctx.sql);
  });

  it('needs staff, a reason and a slot that exists', async () => {
    const slot = await publish('18:00', '20:00', 3);
    const who = await signedInUser(ctx);
    expect((await close(who.cookie, slot)).statusCode).toBe(403);
    expect((await close(staff, slot, '')).statusCode).toBe(400);
    const none = await close(staff, '00000000-0000-4000-8000-000000000000');
    expect(none.json().code).toBe('SLOT_NOT_FOUND');
  });
});
