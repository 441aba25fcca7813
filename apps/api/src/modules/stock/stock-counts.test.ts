import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { runPool } from '../../../test/concurrency';
import { buy } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet } from '../../../test/wallet-helpers';
import { checkStock } from './stock-check';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  admin = (await signInAs(ctx, 'admin')).cookie;
}, 120_000);
afterAll(() => ctx.close());

type Level = { onHand: number; free: number; heldForPantries: number; reserved: number };

const post = (url: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${url}`,
    cookies: sessionCookies(ctx.app, admin),
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const levelOf = async (productId: string): Promise<Level> =>
  (await ctx.app.inject({ url: '/api/admin/stock', cookies: sessionCookies(ctx.app, admin) }))
    .json()
    .data.products.find((p: { productId: string }) => p.productId === productId);

const journal = (productId: string, kind: string) => ctx.sql<
  { on_hand_delta: string; reason: string }[]
>`
  select on_hand_delta::text, reason from stock_journal
  where product_id = ${productId} and kind = ${kind} order by created_at`;

const lastAudit = async (productId: string) =>
  (
    await ctx.sql<{ action: string; after: Record<string, unknown> }[]>`
      select action, after from audit_log where subject_id = ${productId}
      order by created_at desc limit 1`
  )[0];

describe('stock counts', () => {
  it('books the difference between the count and on hand as a count entry, audited', async () => {
    const before = await levelOf('egusi');
    const res = await post('counts', {
      productId: 'egusi',
      countedBaseUnits: before.onHand - 2.25,
      reason: 'Monthly count',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      onHand: before.onHand - 2.25,
      free: before.free - 2.25,
    });
    expect(await journal('egusi', 'count')).toEqual([
      { on_hand_delta: '-2.250', reason: 'Monthly count' },
    ]);
    expect(await lastAudit('egusi')).toMatchObject({
      action: 'stock.count',
      after: { difference: -2.25 },
    });

    // A count above the books adds the found stock; one that matches books nothing.
    const up = await post('counts', {
      productId: 'egusi',
      countedBaseUnits: before.onHand + 1,
      reason: 'Found a sack behind the door',
    });
    expect(up.json().data.onHand).toBe(before.onHand + 1);
    const same = await post('counts', {
      productId: 'egusi',
      countedBaseUnits: before.onHand + 1,
      reason: 'Counted again',
    });
    expect(same.statusCode).toBe(200);
    expect(await journal('egusi', 'count')).toHaveLength(2);
    expect((await checkStock(ctx.sql)).ok).toBe(true);
  });

  it('refuses a count below what pantries and unpaid orders hold', async () => {
    const user = await signedInUser(ctx);
    const order = await buy(ctx, user.cookie, {
      items: [{ name: 'Foreign parboiled rice', 'quantity-type': '1kg', quantity: 2 }],
      bundles: [],
      'payment-method': 'bank_transfer',
    });
    expect(order.statusCode).toBe(201);
    const level = await levelOf('parboiled-rice');
    const committed = level.heldForPantries + level.reserved;
    const res = await post('counts', {
      productId: 'parboiled-rice',
      countedBaseUnits: committed - 1,
      reason: 'Counted short',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_COUNT_BELOW_COMMITTED');
    expect(await levelOf('parboiled-rice')).toEqual(level);
    // Exactly what is owed is a valid count: nothing left free.
    const exact = await post('counts', {
      productId: 'parboiled-rice',
      countedBaseUnits: committed,
      reason: 'Counted',
    });
    expect(exact.json().data).toMatchObject({ onHand: committed, free: 0 });
    await post('receipts', {
      productId: 'parboiled-rice',
      baseUnits: 1000,
      supplier: 'Mile 12 Market',
      unitCostKobo: 150_000,
      bestBefore: '2027-06-30',
    });
  });
});

describe('write-offs', () => {
  it('writes off free stock with the reason, audited, never more than is free', async () => {
    const before = await levelOf('garri-ijebu');
    const res = await post('write-offs', {
      productId: 'garri-ijebu',
      baseUnits: 1.5,
      reason: 'Damp got into two sacks',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ onHand: before.onHand - 1.5, free: before.free - 1.5 });
    expect(await journal('garri-ijebu', 'write_off')).toEqual([
      { on_hand_delta: '-1.500', reason: 'Damp got into two sacks' },
    ]);
    expect((await lastAudit('garri-ijebu'))?.action).toBe('stock.write_off');

    const tooMuch = await post('write-offs', {
      productId: 'garri-ijebu',
      baseUnits: before.free,
      reason: 'Everything',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('STOCK_NOT_FREE');
    const negative = await post('write-offs', {
      productId: 'garri-ijebu',
      baseUnits: -1,
      reason: 'Backwards',
    });
    expect(negative.statusCode).toBe(400);
  });

  it('books a retried write-off with the same Idempotency-Key once', async () => {
    const key = randomUUID();
    const body = { productId: 'garri-ijebu', baseUnits: 1, reason: 'Rats' };
    const first = await post('write-offs', body, key);
    const again = await post('write-offs', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await journal('garri-ijebu', 'write_off')).toHaveLength(2);
    const other = await post('write-offs', { ...body, baseUnits: 2 }, key);
    expect(other.statusCode).toBe(422);
  });
});

describe('counts and write-offs racing checkouts', () => {
  it('keeps free stock at or above zero and the custody check clean', async () => {
    const buyers: { cookie: string; user: AuthUser }[] = [];
    for (let i = 0; i < 6; i++) buyers.push(await signedInUser(ctx));
    for (const { user } of buyers) await fundWallet(ctx.sql, user.wallet_id!, 50_000_000);
    // Ten kilos free, so buyers, counts and write-offs all reach the end of it.
    const level = await levelOf('honey-beans');
    await post('counts', {
      productId: 'honey-beans',
      countedBaseUnits: level.heldForPantries + level.reserved + 10,
      reason: 'Start of the race',
    });

    const tasks = Array.from({ length: 30 }, (_, n) => async () => {
      if (n % 5 === 1)
        return (
          await post('write-offs', { productId: 'honey-beans', baseUnits: 1, reason: 'Torn' })
        ).statusCode;
      if (n % 5 === 3) {
        const now = await levelOf('honey-beans');
        return (
          await post('counts', {
            productId: 'honey-beans',
            countedBaseUnits: Math.max(0, now.onHand - 1),
            reason: 'Spot count',
          })
        ).statusCode;
      }
      return (
        await buy(ctx, buyers[n % 6]!.cookie, {
          items: [{ name: 'Honey beans (oloyin)', 'quantity-type': '1kg', quantity: 1 }],
          bundles: [],
          'payment-method': n % 2 === 0 ? 'wallet' : 'bank_transfer',
        })
      ).statusCode;
    });
    const codes = await runPool(tasks, 6);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    // Every refusal is a named one: sold out, not free, or a count below what is owed.
    expect(codes.filter((c) => c >= 400 && c !== 409)).toEqual([]);
    expect(codes).toContain(409);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(0);
    const after = await levelOf('honey-beans');
    expect(after.free).toBeGreaterThanOrEqual(0);
    const report = await checkStock(ctx.sql);
    expect(report.products.filter((p) => p.problems.length > 0)).toEqual([]);
    expect(report.ok).toBe(true);
  }, 120_000);
});

describe('reorder level', () => {
  it('is set by staff, audited, and makes a product low in the console and /metrics', async () => {
    const level = await levelOf('crayfish');
    const put = (cookie: string, reorderLevel: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/stock/crayfish/reorder-level',
        cookies: sessionCookies(ctx.app, cookie),
        payload: { reorderLevel },
      });
    const res = await put(admin, level.free);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ reorderLevel: level.free, low: true });
    expect(await lastAudit('crayfish')).toMatchObject({
      action: 'stock.reorder_level',
      after: { reorderLevel: level.free },
    });
    expect((await put(admin, -1)).statusCode).toBe(400);
    const moderator = (await signInAs(ctx, 'moderator')).cookie;
    expect((await put(moderator, 1)).statusCode).toBe(403);

    const metrics = (await ctx.app.inject('/metrics')).body;
    expect(metrics).toContain('faza_stock_low{product="crayfish"} 1');
    expect(metrics).toContain('faza_stock_low{product="egusi"} 0');
    expect(metrics).toContain(
      `faza_stock_base_units{product="crayfish",figure="reorder_level"} ${level.free}`,
    );
  });
});
