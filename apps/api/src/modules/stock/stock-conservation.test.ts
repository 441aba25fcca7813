import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { runPool, seededRandom } from '../../../test/concurrency';
import { consume, staffStep } from '../../../test/delivery-helpers';
import { runJobsOnce } from '../../../test/jobs';
import { buy } from '../../../test/order-helpers';
import { sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { orderJobs } from '../orders';
import { checkStock } from './stock-check';

const USERS = 6;
const ROUNDS = 90;
const PRODUCTS = ['parboiled-rice', 'honey-beans'];

/**
 * Stock is conserved under everything at once: wallet and bank-transfer checkouts of items and a
 * bundle on scarce stock, cancellations, staff confirmations, expiries, sends between pantries,
 * deliveries, receipts and counts. Afterwards the custody check is clean, free stock never went
 * below zero (the table's check would have failed a request with a 500), and every unit received
 * is somewhere: free, reserved by an unpaid order, in a pantry, on its way, delivered or counted
 * out.
 */
describe('stock conservation', () => {
  const seed = Number(process.env.CONSERVATION_SEED ?? Date.now() % 100_000);
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  let ctx: TestContext;
  let admin: string;
  let users: { cookie: string; user: AuthUser }[];

  beforeAll(async () => {
    ctx = await createAuthTestApp({
      PANTRY_SENDS_PER_MINUTE: '100000',
      DELIVERY_REQUESTS_PER_HOUR: '100000',
    });
    admin = (await signInAs(ctx, 'admin')).cookie;
    users = [];
    for (let i = 0; i < USERS; i++) users.push(await signedInUser(ctx));
    for (const { user } of users) await fundWallet(ctx.sql, user.wallet_id!, 50_000_000);
    // Scarce: a few bags of each, so buyers run into the end of it.
    for (const productId of PRODUCTS) {
      const [level] = await ctx.sql<{ free: string }[]>`
        select (on_hand - held - reserved)::text as free from stock_levels
        where product_id = ${productId}`;
      await adjust(productId, 30 - Number(level!.free));
    }
  }, 120_000);
  afterAll(() => ctx.close());

  const adjust = (productId: string, baseUnits: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stock/adjustments',
      cookies: sessionCookies(ctx.app, admin),
      payload: { productId, baseUnits, reason: 'Counted in the store' },
    });

  const unpaidOf = (userId: string) => ctx.sql<{ id: string }[]>`
    select id from orders where user_id = ${userId}
    and status in ('awaiting_payment', 'payment_submitted')`;
  const lotsOf = (userId: string) => ctx.sql<{ id: string; quantity: number }[]>`
    select id, quantity from pantry_lots where owner_id = ${userId} and quantity > 0`;

  const steps: ((i: number) => Promise<number>)[] = [
    // Checkouts: items, a bundle, by wallet or bank transfer.
    async (i) =>
      (
        await buy(ctx, users[i]!.cookie, {
          items: [
            {
              name: pick(['Foreign parboiled rice', 'Honey beans (oloyin)']),
              'quantity-type': '1kg',
              quantity: 1 + Math.floor(random() * 4),
            },
          ],
          bundles: random() < 0.3 ? [{ id: 'starter-pack', quantity: 1 }] : [],
          'payment-method': random() < 0.5 ? 'wallet' : 'bank_transfer',
        })
      ).statusCode,
    async (i) => {
      const [order] = await unpaidOf(users[i]!.user.user_id);
      if (!order) return 0;
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/cancel`,
          cookies: sessionCookies(ctx.app, users[i]!.cookie),
        })
      ).statusCode;
    },
    async (i) => {
      const [order] = await unpaidOf(users[i]!.user.user_id);
      if (!order) return 0;
      return (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/confirm-payment`,
          cookies: sessionCookies(ctx.app, admin),
          headers: { 'idempotency-key': randomUUID() },
        })
      ).statusCode;
    },
    async (i) =>
      (
        await sendFood(ctx, users[i]!.cookie, {
          'food-name': pick(['Foreign parboiled rice', 'Honey beans (oloyin)']),
          'food-quantity': 1,
          'food-quantity-type': '1kg',
          faza: users[(i + 1) % USERS]!.user.faza,
        })
      ).statusCode,
    async (i) => {
      const [lot] = await lotsOf(users[i]!.user.user_id);
      if (!lot) return 0;
      const res = await consume(ctx, users[i]!.cookie, [{ 'lot-id': lot.id, quantity: 1 }]);
      if (res.statusCode !== 201) return res.statusCode;
      const id = res.json().data.id as string;
      if (random() < 0.2)
        return (await staffStep(ctx, admin, id, 'cancel', { reason: 'x' })).statusCode;
      await staffStep(ctx, admin, id, 'dispatch');
      return (await staffStep(ctx, admin, id, 'deliver')).statusCode;
    },
    async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/stock/receipts',
        cookies: sessionCookies(ctx.app, admin),
        payload: {
          productId: pick(PRODUCTS),
          baseUnits: 3,
          supplier: 'Mile 12 Market',
          unitCostKobo: 150_000,
          bestBefore: '2027-06-30',
        },
      });
      return res.statusCode;
    },
    async () => (await adjust(pick(PRODUCTS), -1)).statusCode,
  ];

  it(`conserves every unit (seed ${seed})`, async () => {
    const codes = await runPool(
      Array.from({ length: ROUNDS }, (_, n) => {
        const step = random() < 0.45 ? steps[0]! : pick(steps);
        const who = n % USERS;
        return () => step(who);
      }),
      USERS,
    );
    // Every answer is a success or a named refusal; never a 500 from a broken check.
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(0);

    // Expire what is still unpaid from half the users: the 48-hour job, as it runs.
    for (const { user } of users.slice(0, USERS / 2))
      for (const { id } of await unpaidOf(user.user_id)) {
        await ctx.sql`update orders set created_at = now() - interval '49 hours' where id = ${id}`;
        await ctx.sql`update graphile_worker._private_jobs set run_at = now()
                      where key = ${`expire-order:${id}`}`;
      }
    await runJobsOnce(
      ctx.config.DATABASE_URL!,
      orderJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks,
    );

    const report = await checkStock(ctx.sql);
    expect(report.products.filter((p) => p.problems.length > 0)).toEqual([]);

    // Every unit is somewhere: held for pantries is what the pantries hold plus what is on its
    // way (taken from a pantry for a delivery not yet delivered or cancelled).
    const where = await ctx.sql<
      { product_id: string; held: string; lots: string; on_way: string }[]
    >`
      select s.product_id, s.held::text,
        coalesce((select sum(l.quantity * t.multiplier) from pantry_lots l
                  join product_tiers t on t.product_id = l.product_id and t.label = l.quantity_type
                  where l.product_id = s.product_id), 0)::text as lots,
        coalesce((select sum(dl.quantity * t.multiplier) from delivery_lines dl
                  join deliveries d on d.id = dl.delivery_id
                  join product_tiers t on t.product_id = dl.product_id and t.label = dl.quantity_type
                  where dl.product_id = s.product_id and d.status in ('requested', 'dispatched')),
                 0)::text as on_way
      from stock_levels s where s.product_id = any(${PRODUCTS})`;
    for (const w of where) expect(Number(w.held)).toBe(Number(w.lots) + Number(w.on_way));
    await expectLedgerSound(ctx.sql);
  });
});
