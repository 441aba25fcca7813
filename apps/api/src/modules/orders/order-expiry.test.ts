import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { buy, orderAction, placeOrder } from '../../../test/order-helpers';
import { runJobsOnce } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';
import { orderJobs } from './orders-jobs';
import { EXPIRE_ORDER_TASK, expireOrderJobKey } from './orders-service';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  cookie = (await signedInUser(ctx)).cookie;
});
afterAll(() => ctx.close());

const statusOf = async (id: string) =>
  (
    await ctx.sql<{ status: string; cancelled_by: string | null }[]>`
    select status, cancelled_by from orders where id = ${id}`
  )[0]!;

/** Pretends the order was placed `hours` ago and its job is due now, then runs the queue once. */
async function timePasses(id: string, hours: number) {
  await ctx.sql`update orders set created_at = now() - make_interval(hours => ${hours})
                where id = ${id}`;
  await ctx.sql`update graphile_worker._private_jobs set run_at = now()
                where key = ${expireOrderJobKey(id)}`;
  await runJobsOnce(ctx.config.DATABASE_URL!, orderJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks);
}

describe('unpaid orders expire after 48 hours', () => {
  it('schedules the expiry job with the order, for 48 hours after it was placed', async () => {
    const id = await placeOrder(ctx, cookie);
    const [job] = await ctx.sql<{ task: string; run_at: Date; created_at: Date }[]>`
      select j.task_identifier as task, j.run_at, o.created_at
        from graphile_worker.jobs j, orders o
       where j.key = ${expireOrderJobKey(id)} and o.id = ${id}`;
    expect(job?.task).toBe(EXPIRE_ORDER_TASK);
    expect(job!.run_at.getTime() - job!.created_at.getTime()).toBe(48 * 3600_000);
  });

  it('cancels an order still awaiting payment once its 48 hours have passed', async () => {
    const id = await placeOrder(ctx, cookie);
    await timePasses(id, 48);
    expect(await statusOf(id)).toEqual({ status: 'cancelled', cancelled_by: 'system' });
  });

  it('puts an early job back for the right moment instead of cancelling', async () => {
    const id = await placeOrder(ctx, cookie);
    await timePasses(id, 47);
    expect((await statusOf(id)).status).toBe('awaiting_payment');
    const [job] = await ctx.sql<{ run_at: Date }[]>`
      select run_at from graphile_worker.jobs where key = ${expireOrderJobKey(id)}`;
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('leaves alone an order the customer says they paid, or already cancelled', async () => {
    const reported = await placeOrder(ctx, cookie);
    await orderAction(ctx, cookie, reported, 'payment-submitted');
    await timePasses(reported, 49);
    expect((await statusOf(reported)).status).toBe('payment_submitted');

    const cancelled = await placeOrder(ctx, cookie);
    await orderAction(ctx, cookie, cancelled, 'cancel');
    await timePasses(cancelled, 49);
    expect(await statusOf(cancelled)).toEqual({ status: 'cancelled', cancelled_by: 'customer' });
  });

  it('schedules nothing for an order that fails', async () => {
    const [before] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs where task_identifier = ${EXPIRE_ORDER_TASK}`;
    await buy(ctx, cookie, {
      bundles: [{ id: 'nope', quantity: 1 }],
      'payment-method': 'bank_transfer',
    });
    const [after] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs where task_identifier = ${EXPIRE_ORDER_TASK}`;
    expect(after!.n).toBe(before!.n);
  });
});
