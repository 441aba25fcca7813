import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, sessionCookies, signInAs } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { checkStock } from './stock-check';

let ctx: TestContext;
let admin: { cookie: string; user: { user_id: string } };
let moderator: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  admin = await signInAs(ctx, 'admin');
  moderator = (await signInAs(ctx, 'moderator')).cookie;
});
afterAll(() => ctx.close());

const post = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, cookies: sessionCookies(ctx.app, cookie), payload });

const RECEIPT = {
  productId: 'egusi',
  baseUnits: 12.5,
  supplier: '=HYPERLINK("x")',
  unitCostKobo: 180_000,
  bestBefore: '2027-06-30',
};

describe('staff stock', () => {
  it('receives a goods-received note into free stock, audited, and lists it in the journal CSV', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/stock', cookies: sessionCookies(ctx.app, moderator) })
    )
      .json()
      .data.products.find((p: { productId: string }) => p.productId === 'egusi');
    const res = await post(admin.cookie, '/api/admin/stock/receipts', RECEIPT);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      productId: 'egusi',
      onHand: before.onHand + 12.5,
      free: before.free + 12.5,
    });
    const [audit] = await ctx.sql<{ action: string; actor_id: string }[]>`
      select action, actor_id from audit_log where subject_id = 'egusi' order by created_at desc`;
    expect(audit).toEqual({ action: 'stock.receive', actor_id: admin.user.user_id });

    const csv = await ctx.app.inject({
      url: '/api/admin/stock/journal.csv',
      cookies: sessionCookies(ctx.app, moderator),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'time,product,kind,on_hand_change,held_change,reserved_change,order,delivery,batch,supplier,unit_cost_kobo,best_before,reason,staff',
    );
    // The supplier's formula is made text; the amount stays a number.
    expect(lines.at(-1)).toContain(
      `egusi,receive,12.500,0.000,0.000,,,,"'=HYPERLINK(""x"")",180000,2027-06-30,`,
    );
  });

  it('adjusts by a signed amount with a reason, never below what is free', async () => {
    const level = (
      await post(admin.cookie, '/api/admin/stock/adjustments', {
        productId: 'egusi',
        baseUnits: -0.5,
        reason: 'Spilled while weighing',
      })
    ).json().data as { free: number };
    const tooMuch = await post(admin.cookie, '/api/admin/stock/adjustments', {
      productId: 'egusi',
      baseUnits: -(level.free + 1),
      reason: 'Counted short',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('STOCK_NOT_FREE');
    const unknown = await post(admin.cookie, '/api/admin/stock/adjustments', {
      productId: 'no-such-food',
      baseUnits: 1,
      reason: 'Counted',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await post(admin.cookie, '/api/admin/stock/receipts', {
      ...RECEIPT,
      baseUnits: 0.0001,
    });
    expect(bad.statusCode).toBe(400);
    const report = await checkStock(ctx.sql);
    expect(report.ok).toBe(true);
  });

  it('lets a moderator look but not change', async () => {
    const res = await post(moderator, '/api/admin/stock/receipts', RECEIPT);
    expect(res.statusCode).toBe(403);
  });
});
