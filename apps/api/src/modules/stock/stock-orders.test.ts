import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { buy } from '../../../test/order-helpers';
import { runJobsOnce } from '../../../test/jobs';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { orderJobs } from '../orders';
import { checkStock } from './stock-check';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  admin = (await signInAs(ctx, 'admin')).cookie;
});
afterAll(() => ctx.close());

const RICE = 'parboiled-rice';
const rice5kg = (quantity = 1) => ({
  items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity }],
  bundles: [],
});

const levelOf = async (productId: string) => {
  const res = await ctx.app.inject({
    url: '/api/admin/stock',
    cookies: sessionCookies(ctx.app, admin),
  });
  expect(res.statusCode).toBe(200);
  const found = (res.json().data.products as { productId: string; free: number }[]).find(
    (p) => p.productId === productId,
  );
  return found as {
    productId: string;
    free: number;
    onHand: number;
    reserved: number;
    heldForPantries: number;
  };
};

/** Staff leave exactly `free` base units free, with a counted-short adjustment. */
async function leaveFree(productId: string, free: number) {
  const level = await levelOf(productId);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/stock/adjustments',
    cookies: sessionCookies(ctx.app, admin),
    payload: { productId, baseUnits: free - level.free, reason: 'Counted in the store' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.free).toBe(free);
}

const expectStockSound = async () => {
  const report = await checkStock(ctx.sql);
  expect(report.products.filter((p) => p.problems.length > 0)).toEqual([]);
  expect(report.ok).toBe(true);
};

describe('checkout reserves free stock', () => {
  it('3 bags left, 8 buyers at once: exactly 3 orders, the others 409 OUT_OF_STOCK', async () => {
    await leaveFree(RICE, 15); // three 5 kg bags
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const b = await signedInUser(ctx);
        if (i % 2 === 0) await fundWallet(ctx.sql, b.user.wallet_id!, 5_000_000);
        return { cookie: b.cookie, method: i % 2 === 0 ? 'wallet' : 'bank_transfer' };
      }),
    );
    const [ordersBefore] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from orders`;
    const answers = await Promise.all(
      buyers.map((b) => buy(ctx, b.cookie, { ...rice5kg(), 'payment-method': b.method })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        status: 'failed',
        code: 'OUT_OF_STOCK',
        error: 'Not enough in stock: Foreign parboiled rice is out of stock.',
        fields: { [RICE]: 'Out of stock' },
      });
    }
    const [ordersAfter] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from orders`;
    expect(ordersAfter!.n - ordersBefore!.n).toBe(3);
    const level = await levelOf(RICE);
    expect(level.free).toBe(0);
    await expectStockSound();
    await expectLedgerSound(ctx.sql);
  });

  it('names what is left when an order wants more than there is', async () => {
    await leaveFree(RICE, 12);
    const b = await signedInUser(ctx);
    const res = await buy(ctx, b.cookie, { ...rice5kg(3), 'payment-method': 'bank_transfer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Not enough in stock: only 2 of Foreign parboiled rice left.',
      fields: { [RICE]: 'Only 2 left' },
    });
    expect((await levelOf(RICE)).free).toBe(12);
  });

  it('a bundle takes each of its lines from stock, and waits on the scarcest', async () => {
    await leaveFree(RICE, 100);
    const bundle = await ctx.sql<{ product_id: string }[]>`
      select product_id from bundle_items where bundle_id = 'starter-pack' order by position`;
    const scarce = bundle[0]!.product_id;
    await leaveFree(scarce, 0);
    const b = await signedInUser(ctx);
    const refused = await buy(ctx, b.cookie, {
      items: [],
      bundles: [{ id: 'starter-pack', quantity: 1 }],
      'payment-method': 'bank_transfer',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toHaveProperty(scarce, 'Out of stock');
    await leaveFree(scarce, 1000);
    const placed = await buy(ctx, b.cookie, {
      items: [],
      bundles: [{ id: 'starter-pack', quantity: 1 }],
      'payment-method': 'bank_transfer',
    });
    expect(placed.statusCode).toBe(201);
    expect((await levelOf(scarce)).reserved).toBeGreaterThan(0);
    await expectStockSound();
  });

  it('a bank-transfer order holds its stock until cancelled, expired, or paid', async () => {
    await leaveFree(RICE, 10);
    const b = await signedInUser(ctx);
    const place = async () => {
      const res = await buy(ctx, b.cookie, { ...rice5kg(), 'payment-method': 'bank_transfer' });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const cancelled = await place();
    const expiring = await place();
    expect((await levelOf(RICE)).free).toBe(0);
    expect((await levelOf(RICE)).reserved).toBeGreaterThanOrEqual(10);
    await expectStockSound();

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled}/cancel`,
      cookies: sessionCookies(ctx.app, b.cookie),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await levelOf(RICE)).free).toBe(5);

    await ctx.sql`update orders set created_at = now() - interval '49 hours' where id = ${expiring}`;
    await ctx.sql`update graphile_worker._private_jobs set run_at = now()
                  where key = ${`expire-order:${expiring}`}`;
    await runJobsOnce(
      ctx.config.DATABASE_URL!,
      orderJobs(ctx.sql, ctx.config, ctx.app.mailer).tasks,
    );
    expect((await levelOf(RICE)).free).toBe(10);
    await expectStockSound();

    const paid = await place();
    const held = (await levelOf(RICE)).heldForPantries;
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid}/confirm-payment`,
      cookies: sessionCookies(ctx.app, admin),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(confirm.statusCode).toBe(200);
    const after = await levelOf(RICE);
    expect(after.free).toBe(5);
    expect(after.heldForPantries).toBe(held + 5);
    await expectStockSound();
    await expectLedgerSound(ctx.sql);
  });
});

describe('the shop shows what is left', () => {
  const riceInShop = async () =>
    (
      (await ctx.app.inject('/api/shop')).json().data.items as {
        id: string;
        availability?: unknown;
      }[]
    ).find((i) => i.id === RICE)?.availability;

  /** Waits for the instance to hear the stock channel's NOTIFY: a condition, never a sleep. */
  const eventually = (want: unknown) =>
    vi.waitFor(async () => expect(await riceInShop()).toEqual(want), {
      timeout: 30_000,
      interval: 50,
    });

  it('says Only N left and Out of stock after staff adjust and as buyers take the last', async () => {
    await leaveFree(RICE, 100);
    await eventually({ status: 'in_stock' });
    await leaveFree(RICE, 3); // three 1 kg bags, the smallest tier
    await eventually({ status: 'low', left: 3 });
    const b = await signedInUser(ctx);
    const placed = await buy(ctx, b.cookie, {
      items: [{ name: 'Foreign parboiled rice', 'quantity-type': '1kg', quantity: 3 }],
      bundles: [],
      'payment-method': 'bank_transfer',
    });
    expect(placed.statusCode).toBe(201);
    await eventually({ status: 'out_of_stock' });
    const bundles = (await ctx.app.inject('/api/bundles')).json().data.bundles as {
      items: { productId: string }[];
      availability?: { status: string };
    }[];
    for (const bundle of bundles.filter((x) => x.items.some((i) => i.productId === RICE)))
      expect(bundle.availability).toEqual({ status: 'out_of_stock' });
  });
});
