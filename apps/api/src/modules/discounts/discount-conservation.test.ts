import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { runPool } from '../../../test/concurrency';
import { BULK_ORDER, DEFAULT_RULE_ID, setTier } from '../../../test/discount-helpers';
import { buy } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAuthTestApp({ CHECKOUTS_PER_HOUR: '1000' });
});
afterAll(() => ctx.close());

it('concurrent discounted checkouts, while staff change the rule, conserve money to the kobo', async () => {
  const admin = (await signInAs(ctx, 'admin')).cookie;
  const plus = await signedInUser(ctx);
  await setTier(ctx.sql, plus.user.user_id, 'premium_plus');
  // Enough for about five of the twelve orders: some must be refused for want of money.
  const funded = 50_000_000;
  await fundWallet(ctx.sql, plus.user.wallet_id!, funded);

  const setPercent = (percentBp: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${DEFAULT_RULE_ID}`,
      cookies: sessionCookies(ctx.app, admin),
      payload: { kind: 'line', percentBp, minBaseUnits: 25, startsAt: '2024-01-01T00:00:00Z' },
    });
  const tasks = [
    ...Array.from({ length: 12 }, () => () => buy(ctx, plus.cookie, BULK_ORDER, randomUUID())),
    () => setPercent(800),
    () => setPercent(300),
    () => setPercent(500),
  ];
  const results = await runPool(tasks, 6);
  for (const r of results) expect([200, 201, 422], r.body).toContain(r.statusCode);
  const paid = results.slice(0, 12).filter((r) => r.statusCode === 201);
  expect(paid.length).toBeGreaterThan(0);
  expect(paid.length).toBeLessThan(12);

  // Every order: the lines' paid amounts add up to its total, each line list = discount + paid,
  // and the discount is one of the percentages the rule had.
  const orders = await ctx.sql<{ id: string; total: string; paid: string; bad: number }[]>`
    select o.id, o.total_kobo::text as total, sum(l.paid_kobo)::text as paid,
           count(*) filter (where l.quantity_type = '25kg'
                              and l.discount_kobo not in (l.line_total_kobo * 3 / 100,
                                                          l.line_total_kobo * 5 / 100,
                                                          l.line_total_kobo * 8 / 100))::int as bad
      from orders o join order_lines l on l.order_id = o.id
     where o.user_id = ${plus.user.user_id} group by o.id`;
  expect(orders).toHaveLength(paid.length);
  for (const o of orders) {
    expect(o.paid).toBe(o.total);
    expect(o.bad).toBe(0);
  }
  const spent = orders.reduce((sum, o) => sum + Number(o.total), 0);
  const [wallet] = await ctx.sql<{ balance_kobo: string }[]>`
    select balance_kobo::text from wallets where id = ${plus.user.wallet_id!}`;
  expect(Number(wallet!.balance_kobo)).toBe(funded - spent);
  expect(Number(wallet!.balance_kobo)).toBeGreaterThanOrEqual(0);
  await expectLedgerSound(ctx.sql);
});
