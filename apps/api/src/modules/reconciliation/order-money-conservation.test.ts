import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { buy, orderAction, SAMPLE_ORDER } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  DECLINED_CARD,
  expectLedgerSound,
  fundWallet,
  GOOD_CARD,
  paySandbox,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';
import { reconcile } from './reconcile';
import { runPool, seededRandom } from '../../../test/concurrency';

type Who = { cookie: string; user: AuthUser };

const OPERATIONS = 300;
const WIDTH = 12;

describe('order money is booked once under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The per-user limits would otherwise refuse part of this deliberately heavy traffic.
    ctx = await createAuthTestApp({
      CHECKOUTS_PER_HOUR: '100000',
      TOPUPS_PER_HOUR: '100000',
      TOPUP_VERIFICATIONS_PER_MINUTE: '100000',
    });
  });
  afterAll(() => ctx.close());

  it(`${OPERATIONS} mixed bank-transfer and wallet orders, staff decisions, cancellations and top-ups, ${WIDTH} at a time`, async () => {
    const seed = Date.now() % 1_000_000;
    const rand = seededRandom(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const staff = [await signInAs(ctx, 'moderator'), await signInAs(ctx, 'admin')];
    const customers: Who[] = [];
    for (let i = 0; i < 8; i++) customers.push(await signedInUser(ctx));
    for (const c of customers)
      await fundWallet(ctx.sql, c.user.wallet_id!, Math.round(50_000_00 + rand() * 200_000_00));

    const open: { id: string; owner: Who }[] = [];
    const references: { reference: string; owner: Who }[] = [];
    const statuses = new Map<string, number>();
    const count = (what: string, status: number) =>
      statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    const post = (cookie: string, url: string, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url,
        cookies: sessionCookies(ctx.app, cookie),
        headers: { 'idempotency-key': randomUUID() },
        ...(payload ? { payload } : {}),
      });
    const order = () => ({
      ...SAMPLE_ORDER,
      items: [{ ...SAMPLE_ORDER.items![0]!, quantity: 1 + Math.floor(rand() * 3) }],
      bundles: rand() < 0.5 ? [] : SAMPLE_ORDER.bundles,
    });

    const tasks = Array.from({ length: OPERATIONS }, () => {
      const roll = rand();
      const me = pick(customers);
      if (roll < 0.3)
        return async () => {
          const res = await buy(ctx, me.cookie, order());
          count('bank order', res.statusCode);
          if (res.statusCode === 201) open.push({ id: res.json().data.id, owner: me });
        };
      if (roll < 0.5)
        return async () => {
          const res = await buy(ctx, me.cookie, { ...order(), 'payment-method': 'wallet' });
          count('wallet order', res.statusCode);
        };
      if (roll < 0.7)
        return async () => {
          const target = open.length ? pick(open) : null;
          if (!target) return;
          // Sometimes both staff press Confirm on the same order at once.
          const both = rand() < 0.3 ? staff : [pick(staff)];
          const answers = await Promise.all(
            both.map((s) => post(s.cookie, `/api/admin/orders/${target.id}/confirm-payment`)),
          );
          for (const a of answers) count('confirm', a.statusCode);
        };
      if (roll < 0.78)
        return async () => {
          const target = open.length ? pick(open) : null;
          if (!target) return;
          const res = await post(pick(staff).cookie, `/api/admin/orders/${target.id}/reject`, {
            reason: 'No transfer arrived',
          });
          count('reject', res.statusCode);
        };
      if (roll < 0.86)
        return async () => {
          const target = open.length ? pick(open) : null;
          if (!target) return;
          const res = await orderAction(ctx, target.owner.cookie, target.id, 'cancel');
          count('cancel', res.statusCode);
        };
      return async () => {
        const res = await topUp(ctx, me.cookie, {
          amount: 100 + Math.floor(rand() * 20_000),
          method: 'card',
        });
        count('topup', res.statusCode);
        if (res.statusCode !== 201) return;
        const reference = res.json().data.reference as string;
        references.push({ reference, owner: me });
        const card = rand() < 0.8 ? GOOD_CARD : DECLINED_CARD;
        const [paid, verified] = await Promise.all([
          paySandbox(ctx, me.cookie, reference, { cardNumber: card }),
          verifyTopUp(ctx, me.cookie, reference, me.user.user_id),
        ]);
        count('pay', paid.statusCode);
        count('verify', verified.statusCode);
      };
    });
    await runPool(tasks, WIDTH);

    const summary = [...statuses].sort().join(', ');
    // 2xx done; 409 a decision on an order already decided; 422 a wallet short of money or a
    // declined card. Nothing else.
    for (const [what] of statuses)
      expect(['200', '201', '409', '422'], `seed ${seed}: ${summary}`).toContain(
        what.split(' ').at(-1),
      );

    await expectLedgerSound(ctx.sql);
    const report = await reconcile(ctx.sql);
    const [paid] = await ctx.sql<{ total: string; n: number }[]>`
      select coalesce(sum(total_kobo), 0)::text as total, count(*)::int as n
        from orders where status = 'paid'`;
    expect(report.salesKobo, `seed ${seed}: ${summary}`).toBe(Number(paid!.total));
    const confirmed = statuses.get('confirm 200') ?? 0;
    expect(confirmed, summary).toBeGreaterThan(5);
    expect(statuses.get('wallet order 201') ?? 0, summary).toBeGreaterThan(5);
    // Each paid order put its food in the pantry once.
    const unfilled = await ctx.sql`
      select o.id from orders o where o.status = 'paid'
         and not exists (select 1 from pantry_journal j where j.order_id = o.id and j.kind = 'purchase')`;
    expect(unfilled).toEqual([]);
    console.info(`order money conservation (seed ${seed}): ${paid!.n} paid orders; ${summary}`);
  });
});
