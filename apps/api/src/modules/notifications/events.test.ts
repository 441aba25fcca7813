import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { requestDelivery, staffStep } from '../../../test/delivery-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo } from '../../../test/outbox';
import { allNotifications } from '../../../test/notification-helpers';
import { placeOrder } from '../../../test/order-helpers';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { topUp } from '../../../test/wallet-helpers';

type Who = Awaited<ReturnType<typeof signedInUser>>;

/** Each event of the other modules tells who it should, with words and a link that fit. */
describe('the events that notify', () => {
  let ctx: TestContext;
  let customer: Who;
  let admin: Who;
  let moderator: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    customer = await signedInUser(ctx);
    await ctx.sql`update users set email_verified_at = now() where id = ${customer.user.user_id}`;
    admin = await signInAs(ctx, 'admin');
    moderator = await signInAs(ctx, 'moderator');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate notifications cascade`;
  });

  const post = (cookie: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      cookies: sessionCookies(ctx.app, cookie),
      headers: { 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const told = async () =>
    (await allNotifications(ctx)).map((n) => [
      n.recipient_id === customer.user.user_id
        ? 'customer'
        : n.recipient_id === admin.user.user_id
          ? 'admin'
          : n.recipient_id === moderator.user.user_id
            ? 'moderator'
            : 'someone else',
      n.kind,
    ]);

  it('a bank-transfer order tells the payments staff; confirming it tells the customer', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    expect((await told()).sort()).toEqual([
      ['admin', 'staff.bank_order'],
      ['moderator', 'staff.bank_order'],
    ]);
    expect(
      (await post(moderator.cookie, `/api/admin/orders/${id}/confirm-payment`)).statusCode,
    ).toBe(200);
    const [row] = await ctx.sql<{ title: string; body: string; deep_link: string }[]>`
      select title, body, deep_link from notifications where kind = 'order.confirmed'`;
    expect(row).toMatchObject({ title: 'Order confirmed', deep_link: '/pantry' });
    expect(row!.body).toMatch(/^We received your payment of ₦35,200 for invoice /);
    // Its email is the orders module's receipt alone, not a second one from the notification.
    await runQueuedJobs(ctx);
    const subjects = emailsTo(ctx.config.DATA_DIR, customer.account.email).map((m) => m.subject);
    expect(subjects.filter((s) => /^Order confirmed/i.test(s))).toEqual([
      expect.stringMatching(/^Order Confirmed! /),
    ]);
  });

  it('a rejected order and one cancelled for non-payment tell the customer', async () => {
    const rejected = await placeOrder(ctx, customer.cookie);
    const reject = await post(admin.cookie, `/api/admin/orders/${rejected}/reject`, {
      reason: 'No transfer arrived',
    });
    expect(reject.statusCode).toBe(200);
    const expired = await placeOrder(ctx, customer.cookie);
    await ctx.sql`update orders set created_at = now() - interval '49 hours' where id = ${expired}`;
    await ctx.sql`update graphile_worker._private_jobs set run_at = now()
                  where key = ${`expire-order:${expired}`}`;
    await runQueuedJobs(ctx);
    const mine = await ctx.sql<{ kind: string; body: string; deep_link: string }[]>`
      select kind, body, deep_link from notifications
      where recipient_id = ${customer.user.user_id} order by seq`;
    expect(mine.map((n) => [n.kind, n.deep_link])).toEqual([
      ['order.rejected', '/orders'],
      ['order.cancelled', '/orders'],
    ]);
    expect(mine[0]!.body).toContain('Reason: No transfer arrived');
    expect(mine[1]!.body).toContain('was not paid within 48 hours');
    // The unpaid order has no email of its own: the notification's says it.
    const subjects = emailsTo(ctx.config.DATA_DIR, customer.account.email).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Order cancelled')).toHaveLength(1);
  });

  it('a bank top-up tells the payments staff; its confirmation or rejection tells the owner', async () => {
    const started = await topUp(ctx, customer.cookie, { amount: 5000, method: 'bank' });
    expect(started.statusCode).toBe(201);
    expect((await told()).sort()).toEqual([
      ['admin', 'staff.bank_topup'],
      ['moderator', 'staff.bank_topup'],
    ]);
    const confirm = await post(
      admin.cookie,
      `/api/admin/topups/${started.json().data.topup.id}/confirm`,
      { received_kobo: 500_000 },
    );
    expect(confirm.statusCode).toBe(200);
    const second = await topUp(ctx, customer.cookie, { amount: 2000, method: 'bank' });
    const reject = await post(
      admin.cookie,
      `/api/admin/topups/${second.json().data.topup.id}/reject`,
      {
        reason: 'No transfer received',
      },
    );
    expect(reject.statusCode).toBe(200);
    const mine = await ctx.sql<{ kind: string; body: string }[]>`
      select kind, body from notifications
      where recipient_id = ${customer.user.user_id} order by seq`;
    expect(mine).toEqual([
      { kind: 'topup.credited', body: '₦5,000 was added to your wallet.' },
      {
        kind: 'topup.declined',
        body: 'Your top-up of ₦2,000 did not go through: No transfer received. Nothing was added to your wallet.',
      },
    ]);
  });

  it('a delivery tells its customer when it is dispatched and when it arrives', async () => {
    const lot = await giveFood(ctx.sql, customer.user.user_id, { ...RICE, quantity: 2 });
    const id = await requestDelivery(ctx, customer.cookie, [{ 'lot-id': lot, quantity: 1 }]);
    expect(await told()).toEqual([]);
    expect((await staffStep(ctx, admin.cookie, id, 'dispatch')).statusCode).toBe(200);
    expect((await staffStep(ctx, admin.cookie, id, 'deliver')).statusCode).toBe(200);
    expect(await told()).toEqual([
      ['customer', 'delivery.dispatched'],
      ['customer', 'delivery.delivered'],
    ]);
  });
});
