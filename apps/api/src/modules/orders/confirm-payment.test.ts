import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { orderAction, placeOrder, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import { emailsTo } from '../../../test/outbox';
import { getPantry, lotsOffJournal } from '../../../test/pantry-helpers';
import { runJobsOnce } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';
import { orderJobs } from './orders-jobs';

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let moderator: string;
let admin: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  customer = await signedInUser(ctx);
  moderator = (await signInAs(ctx, 'moderator')).cookie;
  admin = (await signInAs(ctx, 'admin')).cookie;
});
afterAll(() => ctx.close());

const confirm = (cookie: string, id: string, key: string | null = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/confirm-payment`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
  });

const lotsOf = (orderId: string) =>
  ctx.sql<{ product_id: string; quantity_type: string; quantity: number; expires_at: Date }[]>`
    select product_id, quantity_type, quantity, expires_at from pantry_lots
     where order_id = ${orderId} order by product_id, quantity_type, quantity`;

const purchaseRows = async (orderId: string) =>
  (
    await ctx.sql<{ n: number }[]>`
    select count(*)::int as n from pantry_journal where order_id = ${orderId} and kind = 'purchase'`
  )[0]!.n;

describe('staff confirm a bank transfer', () => {
  it("marks the order paid, fills the customer's pantry with the bundle expanded, audits and emails", async () => {
    const id = await placeOrder(ctx, customer.cookie);
    await orderAction(ctx, customer.cookie, id, 'payment-submitted');
    const res = await confirm(moderator, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', totalKobo: SAMPLE_TOTAL_KOBO });

    const lots = await lotsOf(id);
    // 2 × rice 5kg (item line) plus the Starter Pack's six items (one of them rice 5kg again).
    expect(lots.map((l) => [l.product_id, l.quantity_type, l.quantity])).toEqual([
      ['ata-rodo', 'per nylon', 1],
      ['honey-beans', '1kg', 1],
      ['onions', '1kg', 1],
      ['palm-oil', '1 litre', 1],
      ['parboiled-rice', '5kg', 1],
      ['parboiled-rice', '5kg', 2],
      ['tomato-paste', '1 tin', 1],
    ]);
    // A basic customer's food is held 30 days, or less when the product keeps less (pepper: 14).
    const days = (d: Date) => Math.round((d.getTime() - Date.now()) / 86_400_000);
    expect(days(lots.find((l) => l.product_id === 'parboiled-rice')!.expires_at)).toBe(30);
    expect(days(lots.find((l) => l.product_id === 'ata-rodo')!.expires_at)).toBe(14);
    expect(await purchaseRows(id)).toBe(7);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);

    const pantry = await getPantry(ctx, customer.cookie);
    expect(pantry.statusCode).toBe(200);
    expect(JSON.stringify(pantry.json().data)).toContain('Honey beans (oloyin)');

    const [audit] = await ctx.sql<{ action: string; actor_id: string }[]>`
      select action, actor_id from audit_log where subject_id = ${id}`;
    expect(audit?.action).toBe('order.confirm_payment');

    await runJobsOnce(
      ctx.config.DATABASE_URL!,
      orderJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks,
    );
    const mail = emailsTo(ctx.config.DATA_DIR, customer.account.email).at(-1);
    expect(mail?.subject).toMatch(/^Order Confirmed! INV-\d+$/);
    expect(mail?.text).toContain(
      'Your items have been added to your pantry. Thank you for your purchase!',
    );
  });

  it('has one effect when confirmed twice, with the same key or another', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    const first = await confirm(moderator, id, 'confirm-once');
    const replay = await confirm(moderator, id, 'confirm-once');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await confirm(admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
      error: ORDER_MESSAGES.alreadyPaid,
    });
    expect(await purchaseRows(id)).toBe(7);
  });

  it('fills the pantry once when two staff confirm at the same moment', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    const results = await Promise.all([confirm(moderator, id), confirm(admin, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await purchaseRows(id)).toBe(7);
    const [audits] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log
       where subject_id = ${id} and action = 'order.confirm_payment'`;
    expect(audits!.n).toBe(1);
  });

  it('refuses a cancelled or expired order, and puts nothing in the pantry', async () => {
    const cancelled = await placeOrder(ctx, customer.cookie);
    await orderAction(ctx, customer.cookie, cancelled, 'cancel');
    const expired = await placeOrder(ctx, customer.cookie);
    await ctx.sql`update orders set status = 'cancelled', cancelled_at = now(), cancelled_by = 'system'
                  where id = ${expired}`;
    for (const id of [cancelled, expired]) {
      const res = await confirm(moderator, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ORDER_CANCELLED',
        error: ORDER_MESSAGES.cancelledCannotBeConfirmed,
      });
      expect(await purchaseRows(id)).toBe(0);
    }
  });

  it('is for staff only, needs a key, and answers 404 for an unknown order', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    const other = await signedInUser(ctx);
    for (const cookie of [customer.cookie, other.cookie]) {
      const res = await confirm(cookie, id);
      expect(res.statusCode).toBe(403);
    }
    expect((await confirm(moderator, id, null)).statusCode).toBe(400);
    expect((await confirm(moderator, randomUUID())).statusCode).toBe(404);
    expect(await purchaseRows(id)).toBe(0);
  });
});
