import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import { signedInUser } from '../../../test/auth-helpers';
import { signedWebhook } from '../../../test/fake-paystack';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import {
  expectLedgerSound,
  fundWallet,
  sendMoney,
  subscribe,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';
import { runPool, seededRandom } from '../../../test/concurrency';

type Who = { cookie: string; user: AuthUser };

describe('money is conserved under concurrency', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, paystack, close } = await createPaystackTestApp({
      verifyDelayMs: 5,
      env: {
        WALLET_SENDS_PER_MINUTE: '100000',
        SUBSCRIPTIONS_PER_HOUR: '100000',
        TOPUP_VERIFICATIONS_PER_MINUTE: '100000',
      },
    }));
  });
  afterAll(() => close());

  it('320 random sends, subscriptions and repeated verify/webhook calls, 16 at a time', async () => {
    const seed = Date.now() % 1_000_000;
    const rand = seededRandom(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const users: Who[] = [];
    for (let i = 0; i < 10; i++) users.push(await signedInUser(ctx));
    // Conservation, not limits, is proved here: Tier 3 accounts (limits: kyc/limits.test.ts).
    await ctx.sql`update users set kyc_tier = 3`;
    for (const u of users)
      await fundWallet(ctx.sql, u.user.wallet_id!, Math.round(5_000_00 + rand() * 45_000_00));

    // Card top-ups the provider will report as paid, failed, or paid with the wrong amount.
    const references: string[] = [];
    for (const u of users)
      for (let i = 0; i < 2; i++) {
        const res = await topUp(ctx, u.cookie, {
          amount: 100 + Math.floor(rand() * 20_000),
          method: 'card',
        });
        const reference = res.json().data.reference as string;
        references.push(reference);
        const t = paystack.transactions.get(reference)!;
        const roll = rand();
        if (roll < 0.6) t.status = 'success';
        else if (roll < 0.8) t.status = 'failed';
        else Object.assign(t, { status: 'success', reportAmount: t.amount + 1 });
      }
    const owner = new Map(references.map((r, i) => [r, users[Math.floor(i / 2)]!]));

    const tasks = Array.from({ length: 320 }, () => {
      const roll = rand();
      const me = pick(users);
      if (roll < 0.7) {
        let to = pick(users);
        while (to === me) to = pick(users);
        const amount = Math.round((50 + rand() * 15_000) * 100) / 100;
        return () => sendMoney(ctx, me.cookie, { faza: to.user.faza, amount });
      }
      if (roll < 0.85) {
        const tier = pick(['premium', 'premium_plus'] as const);
        const period = pick(['monthly', 'yearly'] as const);
        return () => subscribe(ctx, me.cookie, tier, { period });
      }
      const reference = pick(references);
      if (roll < 0.93) {
        const who = owner.get(reference)!;
        return () => verifyTopUp(ctx, who.cookie, reference, who.user.user_id);
      }
      const { body, signature } = signedWebhook({ event: 'charge.success', data: { reference } });
      return () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/payments/paystack/webhook',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: body,
        });
    });
    const results = await runPool(tasks, 16);
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
    // 200 done; 409 a downgrade refused; 422 short of money or a mismatched payment.
    expect(
      [...statuses.keys()].every((s) => [200, 409, 422].includes(s)),
      `seed ${seed}: ${[...statuses]}`,
    ).toBe(true);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);

    await expectLedgerSound(ctx.sql);
    const twice = await ctx.sql`select reference from ledger_transfers
      where kind in ('topup_card', 'topup_bank') group by kind, reference having count(*) > 1`;
    expect(twice).toEqual([]);
    const topups = await ctx.sql<
      { status: string; amount_kobo: number; credited: number | null }[]
    >`
      select p.status, p.amount_kobo, t.amount_kobo as credited
      from wallet_topups p left join ledger_transfers t on t.kind in ('topup_card', 'topup_bank') and t.reference = p.reference`;
    for (const t of topups) {
      if (t.status === 'success') expect(t.credited).toBe(t.amount_kobo);
      else expect(t.credited).toBeNull();
    }
  });
});
