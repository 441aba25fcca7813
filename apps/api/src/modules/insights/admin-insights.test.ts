import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDayOf } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { buy, placeOrder, SAMPLE_ORDER } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet, subscribe } from '../../../test/wallet-helpers';

const SALES = '00000000-0000-4000-8000-000000000003';

describe('GET /api/admin/insights', () => {
  let ctx: TestContext;
  let admin: { cookie: string };
  let moderator: { cookie: string };
  const today = lagosDayOf(new Date());
  const get = (cookie: string | undefined, url: string) =>
    ctx.app.inject({ url, cookies: sessionCookies(ctx.app, cookie) });

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await signInAs(ctx, 'admin');
    moderator = await signInAs(ctx, 'moderator');
    for (let i = 0; i < 3; i++) {
      const who = await signedInUser(ctx);
      await fundWallet(ctx.sql, who.user.wallet_id!, 100_000_00);
      expect(
        (await buy(ctx, who.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' })).statusCode,
      ).toBe(201);
      if (i === 0) await subscribe(ctx, who.cookie, 'premium_plus', { period: 'monthly' });
      // A bank-transfer order still waiting for staff.
      await placeOrder(ctx, who.cookie);
    }
  });
  afterAll(() => ctx.close());

  it('sales by day, by method and by product all equal the ledger', async () => {
    const res = await get(moderator.cookie, `/api/admin/insights?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const [ledger] = await ctx.sql<{ kobo: string; n: string }[]>`
      select sum(amount_kobo) as kobo, count(*) as n from ledger_transfers
      where credit_account = ${SALES} and kind = 'purchase'`;
    const sum = (rows: { kobo: number }[]) => rows.reduce((s, r) => s + r.kobo, 0);
    expect(sum(data.sales_by_day)).toBe(Number(ledger!.kobo));
    expect(sum(data.sales_by_day)).toBe(3 * 3_520_000);
    expect(data.sales_by_day).toEqual([{ day: today, orders: 3, kobo: 3 * 3_520_000 }]);
    expect(data.orders_by_method).toEqual([{ method: 'wallet', orders: 3, kobo: 3 * 3_520_000 }]);
    expect(sum(data.sales_by_product)).toBe(3 * 3_520_000);
    expect(data.awaiting_confirmation.orders).toBe(3);
    expect(data.awaiting_confirmation.oldest_order_at).toBeTruthy();
    expect(data.subscriptions_by_tier).toEqual([{ tier: 'premium_plus', members: 1 }]);
  });

  it('downloads each table as CSV', async () => {
    const res = await get(
      admin.cookie,
      `/api/admin/insights.csv?table=sales-by-day&from=${today}&to=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toBe(`day,orders,sales_naira\r\n${today},3,105600.00\r\n`);
    const bad = await get(admin.cookie, '/api/admin/insights.csv?table=passwords');
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only, and refuses a backwards range', async () => {
    const user = await signedInUser(ctx);
    expect((await get(user.cookie, '/api/admin/insights')).statusCode).toBe(403);
    expect(
      (await get(admin.cookie, '/api/admin/insights?from=2026-02-01&to=2026-01-01')).statusCode,
    ).toBe(400);
  });
});
