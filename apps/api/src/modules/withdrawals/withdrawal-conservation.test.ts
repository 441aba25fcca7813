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
import { buy, SAMPLE_ORDER } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { cardTopUp, expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import {
  FAILS,
  injectDeliver,
  PAYS,
  REVERSES,
  runPayouts,
  withdraw,
} from '../../../test/withdrawal-helpers';

type Who = { cookie: string; user: AuthUser };

const CUSTOMERS = 10;
const WITHDRAWALS = 160;
const OTHERS = 120;
const WIDTH = 12;
const START_KOBO = 5_000_000;

const SMALL_ORDER = {
  ...SAMPLE_ORDER,
  items: [{ ...SAMPLE_ORDER.items![0]!, quantity: 1 }],
  bundles: [],
  'payment-method': 'wallet',
};

describe('money out to banks is conserved under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({
      CHECKOUTS_PER_HOUR: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
      TOPUPS_PER_HOUR: '100000',
      WITHDRAWAL_FEE_NAIRA: '25',
      // Some wait for staff, some go at once.
      WITHDRAWAL_REVIEW_NAIRA: '2500',
    });
  }, 120_000);
  afterAll(() => ctx?.close());

  it(`${WITHDRAWALS} withdrawals (paid, failed, reversed, duplicated keys and webhooks, approved, rejected) with sends, top-ups and checkouts, ${WIDTH} at a time`, async () => {
    const seed = Date.now() % 1_000_000;
    const rand = seededRandom(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const customers: Who[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const c = await signedInUser(ctx);
      await fundWallet(ctx.sql, c.user.wallet_id!, START_KOBO);
      customers.push(c);
    }
    // The run's amounts are past Tier 1's day; the limits have their own concurrent tests
    // (kyc/limits.test.ts).
    await ctx.sql`update users set kyc_tier = 3`;
    const staff = await signInAs(ctx, 'admin');
    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    // Each of the sandbox bank's events is delivered twice at once: duplicated webhooks.
    const twice = injectDeliver(ctx);
    const deliverTwice = async (body: string, signature: string) => {
      const [a, b] = await Promise.all([twice(body, signature), twice(body, signature)]);
      count(`webhook ${a} ${b}`);
      return a === 200 && b === 200 ? 200 : 500;
    };
    const keysMade = new Set<string>();

    const withdrawals = Array.from({ length: WITHDRAWALS }, () => {
      const me = pick(customers);
      const accountNumber = pick([PAYS, PAYS, FAILS, REVERSES]);
      const amount = 100 + Math.floor(rand() * 3_400);
      const key = randomUUID();
      const copies = rand() < 0.25 ? 2 : 1;
      return async () => {
        const answers = await Promise.all(
          Array.from({ length: copies }, () =>
            withdraw(ctx, me.cookie, { amount, accountNumber }, key),
          ),
        );
        for (const res of answers) {
          count(`withdraw ${res.statusCode}`);
          if (res.statusCode === 201) keysMade.add(key);
        }
      };
    });
    const others = Array.from({ length: OTHERS }, () => {
      const me = pick(customers);
      const roll = rand();
      if (roll < 0.1) return async () => runPayouts(ctx, deliverTwice);
      if (roll < 0.35)
        return async () => {
          await cardTopUp(ctx, me.cookie, 500 + Math.floor(rand() * 5_000));
          count('top-up');
        };
      if (roll < 0.6)
        return async () => {
          const res = await buy(ctx, me.cookie, SMALL_ORDER);
          count(`wallet order ${res.statusCode}`);
        };
      const to = pick(customers.filter((c) => c !== me));
      const naira = 100 + Math.floor(rand() * 3_000);
      return async () => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/wallet/send',
          cookies: sessionCookies(ctx.app, me.cookie),
          headers: { 'idempotency-key': randomUUID() },
          payload: { faza: to.user.faza, amount: naira },
        });
        count(`send ${res.statusCode}`);
      };
    });
    const all = [...withdrawals, ...others];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    await runPool(all, WIDTH);

    // Staff decide every large one: most approved, some rejected.
    const waiting = await ctx.sql<{ id: string }[]>`
      select id from withdrawals where state = 'awaiting_approval'`;
    await runPool(
      waiting.map(({ id }) => async () => {
        const action = rand() < 0.7 ? 'approve' : 'reject';
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/withdrawals/${id}/${action}`,
          cookies: sessionCookies(ctx.app, staff.cookie),
          headers: { 'idempotency-key': randomUUID() },
          ...(action === 'reject' ? { payload: { reason: 'Not this time' } } : {}),
        });
        count(`${action} ${res.statusCode}`);
      }),
      4,
    );
    await runPayouts(ctx, deliverTwice);
    const summary = JSON.stringify({ seed, statuses: Object.fromEntries(statuses) });

    // Each key made one withdrawal; each withdrawal ended in one of the three ends.
    const ends = await ctx.sql<{ state: string; n: number }[]>`
      select state, count(*)::int as n from withdrawals group by state order by state`;
    const byState = Object.fromEntries(ends.map((e) => [e.state, e.n]));
    expect(
      Object.values(byState).reduce((a, b) => a + b, 0),
      summary,
    ).toBe(keysMade.size);
    expect(Object.keys(byState).sort(), summary).toEqual(['failed', 'paid', 'reversed']);
    expect(statuses.get('withdraw 201'), summary).toBeGreaterThan(WITHDRAWALS / 2);
    expect(
      [...statuses.keys()].filter((k) => k.startsWith('webhook ')),
      summary,
    ).toEqual(['webhook 200 200']);

    // Each wallet: what it started with and received, less what it spent and what the banks paid.
    const rows = await ctx.sql<
      { balance: number; start: number; topups: number; moved: number; paid: number; out: number }[]
    >`
      select w.balance_kobo as balance,
        coalesce((select sum(amount_kobo) from ledger_transfers t
                   where t.kind = 'topup_bank' and t.credit_account = w.id), 0)::bigint as start,
        coalesce((select sum(amount_kobo) from ledger_transfers t
                   where t.kind = 'topup_card' and t.credit_account = w.id), 0)::bigint as topups,
        coalesce((select sum(case when t.credit_account = w.id then t.amount_kobo else -t.amount_kobo end)
                    from ledger_transfers t
                   where t.kind = 'send' and (t.credit_account = w.id or t.debit_account = w.id)), 0)::bigint as moved,
        coalesce((select sum(t.amount_kobo) from ledger_transfers t
                   where t.kind = 'purchase' and t.debit_account = w.id), 0)::bigint as paid,
        coalesce((select sum(d.amount_kobo + d.fee_kobo) from withdrawals d
                   where d.user_id = w.user_id and d.state = 'paid'), 0)::bigint as out
      from wallets w where w.user_id = any(${customers.map((c) => c.user.user_id)})`;
    for (const r of rows) {
      expect(r.start, summary).toBe(START_KOBO);
      expect(r.balance, summary).toBe(r.start + r.topups + r.moved - r.paid - r.out);
    }
    // What left for banks is exactly what the paid withdrawals say, and nothing is still held.
    const [sums] = await ctx.sql<{ fees: number; settled: number; expected: number }[]>`
      select
        coalesce((select sum(amount_kobo) from ledger_transfers where kind = 'withdrawal_fee'), 0)
          - coalesce((select sum(amount_kobo) from ledger_transfers
                       where kind = 'withdrawal_fee_refund'), 0) as fees,
        coalesce((select sum(amount_kobo) from ledger_transfers where kind = 'withdrawal_settle'), 0)
          - coalesce((select sum(amount_kobo) from ledger_transfers t
                       where kind = 'withdrawal_return'
                         and debit_account = '00000000-0000-4000-8000-000000000001'), 0) as settled,
        coalesce((select sum(amount_kobo) from withdrawals where state = 'paid'), 0)::bigint
          as expected`;
    expect(Number(sums!.settled), summary).toBe(sums!.expected);
    const report = await expectLedgerSound(ctx.sql);
    expect(report.system.payouts_pending ?? 0, summary).toBe(0);
    expect(report.system.withdrawal_fees, summary).toBe(Number(sums!.fees));
  }, 600_000);
});
