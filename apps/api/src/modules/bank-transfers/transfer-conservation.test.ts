import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { assignedAccount, simulateTransfer } from '../../../test/bank-transfer-helpers';
import { runPool, seededRandom } from '../../../test/concurrency';
import { runQueuedJobs } from '../../../test/jobs';
import { buy, SAMPLE_ORDER } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound } from '../../../test/wallet-helpers';

type Who = { cookie: string; user: AuthUser; account: string };

const CUSTOMERS = 12;
const TRANSFERS = 300;
const WIDTH = 12;

/** One 5 kg bag of rice (₦9,600): small orders, so arriving money pays many of them. */
const SMALL_ORDER = {
  ...SAMPLE_ORDER,
  items: [{ ...SAMPLE_ORDER.items![0]!, quantity: 1 }],
  bundles: [],
};

describe('money into account numbers is conserved under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({
      CHECKOUTS_PER_HOUR: '100000',
      WALLET_SENDS_PER_MINUTE: '100000',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => ctx?.close());

  it(`${TRANSFERS} transfers (duplicated, reordered, dropped until the requery, to unknown accounts) with checkouts and sends, ${WIDTH} at a time`, async () => {
    const seed = Date.now() % 1_000_000;
    const rand = seededRandom(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const customers: Who[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const c = await signedInUser(ctx);
      customers.push({ ...c, account: '' });
    }
    // Conservation, not limits, is proved here: Tier 3 accounts (limits: kyc/limits.test.ts).
    await ctx.sql`update users set kyc_tier = 3`;
    await runQueuedJobs(ctx);
    for (const c of customers) c.account = await assignedAccount(ctx, c.cookie);
    // Bank-transfer orders waiting for money before any arrives.
    for (const c of customers)
      for (let i = Math.floor(rand() * 3); i > 0; i--)
        expect((await buy(ctx, c.cookie, SMALL_ORDER)).statusCode).toBe(201);

    const transferredTo = new Map<string, number>(customers.map((c) => [c.user.user_id, 0]));
    const net = new Map<string, number>(customers.map((c) => [c.user.user_id, 0]));
    const add = (m: Map<string, number>, id: string, kobo: number) => m.set(id, m.get(id)! + kobo);
    let unknownKobo = 0;
    let dropped = 0;
    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);

    const transfers = Array.from({ length: TRANSFERS }, (_, i) => {
      const to = pick(customers);
      const naira = 500 + Math.floor(rand() * 7_500);
      const roll = rand();
      const from = pick(customers);
      if (roll < 0.1) {
        // To an account nobody holds: held for staff, in no wallet.
        unknownKobo += naira * 100;
        return async () => {
          const res = await simulateTransfer(ctx, from.cookie, {
            accountNumber: `88${String(i).padStart(8, '0')}`,
            amount: naira,
          });
          count(`unknown ${res.statusCode}`);
        };
      }
      add(transferredTo, to.user.user_id, naira * 100);
      if (roll < 0.2) {
        // The bank has it, its event never arrives: only the requery finds it.
        dropped++;
        return async () => {
          await ctx.sql`insert into sandbox_bank_transfers (reference, account_number, amount_kobo, sender_name, sender_bank)
                        values (${`SBX-DROP-${seed}-${i}`}, ${to.account}, ${naira * 100}, 'DROPPED', 'Bank')`;
          count('dropped');
        };
      }
      return async () => {
        const res = await simulateTransfer(ctx, from.cookie, {
          accountNumber: to.account,
          amount: naira,
          duplicate: roll < 0.45,
        });
        count(`transfer ${res.statusCode} ${JSON.stringify(res.json().data?.deliveries)}`);
      };
    });
    // Checkouts and sends race the arriving money (a refusal for want of money is fine).
    const others = Array.from({ length: 120 }, () => {
      const me = pick(customers);
      const roll = rand();
      if (roll < 0.35)
        return async () => {
          const res = await buy(ctx, me.cookie, SMALL_ORDER);
          count(`bank order ${res.statusCode}`);
        };
      if (roll < 0.6)
        return async () => {
          const res = await buy(ctx, me.cookie, { ...SMALL_ORDER, 'payment-method': 'wallet' });
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
    // Reordered: everything shuffled together.
    const all = [...transfers, ...others];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    await runPool(all, WIDTH);
    // "I've sent money" from everyone finds what was dropped.
    await runPool(
      customers.map((c) => async () => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/wallet/account/requery',
          cookies: sessionCookies(ctx.app, c.cookie),
        });
        expect(res.statusCode, res.body).toBe(200);
      }),
      4,
    );
    const summary = JSON.stringify({ seed, dropped, statuses: Object.fromEntries(statuses) });
    // Every event was delivered and acknowledged, duplicates included.
    const delivered = [...statuses.keys()].filter((k) => /^(transfer|unknown) /.test(k));
    expect(delivered.sort(), summary).toEqual(
      expect.arrayContaining(['transfer 200 [200,200]', 'transfer 200 [200]', 'unknown 200']),
    );
    expect(delivered, summary).toHaveLength(3);
    expect(statuses.get('wallet order 201'), summary).toBeGreaterThan(0);

    // Every planned transfer is stored exactly once; the unknown ones wait for staff.
    const [stored] = await ctx.sql<{ credited: number; held: number; heldKobo: number }[]>`
      select count(*) filter (where state = 'credited')::int as credited,
             count(*) filter (where state = 'needs_review')::int as held,
             coalesce(sum(amount_kobo) filter (where state = 'needs_review'), 0)::bigint as "heldKobo"
      from inbound_transfers`;
    expect(stored!.credited + stored!.held, summary).toBe(TRANSFERS);
    expect(stored!.heldKobo, summary).toBe(unknownKobo);

    // Each wallet: what was transferred in, plus sends received, minus sends and orders paid.
    const rows = await ctx.sql<
      { user_id: string; balance: number; moved: number; paid: number; credited: number }[]
    >`
      select w.user_id, w.balance_kobo as balance,
        coalesce((select sum(case when t.credit_account = w.id then t.amount_kobo else -t.amount_kobo end)
                    from ledger_transfers t
                   where t.kind = 'send' and (t.credit_account = w.id or t.debit_account = w.id)), 0)::bigint as moved,
        coalesce((select sum(t.amount_kobo) from ledger_transfers t
                   where t.kind = 'purchase' and t.debit_account = w.id), 0)::bigint as paid,
        coalesce((select sum(i.amount_kobo) from inbound_transfers i
                   where i.user_id = w.user_id and i.state = 'credited'), 0)::bigint as credited
      from wallets w where w.user_id = any(${customers.map((c) => c.user.user_id)})`;
    for (const r of rows) {
      add(net, r.user_id, transferredTo.get(r.user_id)!);
      expect(r.credited, summary).toBe(transferredTo.get(r.user_id));
      expect(r.balance, summary).toBe(transferredTo.get(r.user_id)! + r.moved - r.paid);
    }
    // Every paid bank-transfer order was paid once, from its owner's wallet.
    const [orders] = await ctx.sql<{ paid: number; purchases: number }[]>`
      select count(*)::int as paid,
             (select count(*)::int from ledger_transfers t join orders o2 on o2.invoice_number = t.reference
               where t.kind = 'purchase' and o2.payment_method = 'bank_transfer') as purchases
      from orders o where o.status = 'paid' and o.payment_method = 'bank_transfer'`;
    expect(orders!.purchases, summary).toBe(orders!.paid);
    expect(orders!.paid, summary).toBeGreaterThan(0);
    await expectLedgerSound(ctx.sql);
  }, 600_000);
});
