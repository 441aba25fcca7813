import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { placeOrder } from '../../../test/order-helpers';
import { emailsTo } from '../../../test/outbox';
import { runJobsOnce } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';
import { orderJobs } from './orders-jobs';

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signedInUser>>;
let moderator: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  customer = await signedInUser(ctx);
  moderator = (await signInAs(ctx, 'moderator')).cookie;
});
afterAll(() => ctx.close());

const reject = (cookie: string, id: string, payload: object, key = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/reject`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: { 'idempotency-key': key },
    payload,
  });

const runJobs = () =>
  runJobsOnce(ctx.config.DATABASE_URL!, orderJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks);

describe('staff reject an order', () => {
  it('cancels it with the reason, audits who did it and emails the customer', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    const res = await reject(moderator, id, { reason: 'No transfer arrived' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: 'No transfer arrived',
    });
    const [audit] = await ctx.sql<{ action: string; after: { reason: string } }[]>`
      select action, after from audit_log where subject_id = ${id}`;
    expect(audit).toMatchObject({
      action: 'order.reject',
      after: { reason: 'No transfer arrived' },
    });

    await runJobs();
    const mail = emailsTo(ctx.config.DATA_DIR, customer.account.email).at(-1);
    expect(mail?.subject).toMatch(/^Order INV-\d+ was cancelled$/);
    expect(mail?.text).toContain('Reason: No transfer arrived');
  });

  it('needs a reason and changes nothing without one', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    for (const payload of [{}, { reason: '  ' }]) {
      const res = await reject(moderator, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ORDER_MESSAGES.rejectReasonRequired);
    }
    const [row] = await ctx.sql<{ status: string }[]>`select status from orders where id = ${id}`;
    expect(row!.status).toBe('awaiting_payment');
  });

  it('refuses an order already decided, and a customer', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    expect((await reject(moderator, id, { reason: 'Duplicate order' })).statusCode).toBe(200);
    const twice = await reject(moderator, id, { reason: 'Duplicate order' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ORDER_NOT_REJECTABLE' });
    const other = await placeOrder(ctx, customer.cookie);
    const asCustomer = await reject(customer.cookie, other, { reason: 'I want it free' });
    expect(asCustomer.statusCode).toBe(403);
  });
});
