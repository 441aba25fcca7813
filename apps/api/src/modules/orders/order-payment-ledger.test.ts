import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { emailsTo } from '../../../test/outbox';
import { buy, placeOrder, SAMPLE_ORDER, SAMPLE_TOTAL_KOBO } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';
import { expectLedgerSound, fundWallet } from '../../../test/wallet-helpers';
import { reconcile } from '../reconciliation';
import { SYSTEM_ACCOUNTS } from '../ledger';

let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  moderator = await signInAs(ctx, 'moderator');
  admin = await signInAs(ctx, 'admin');
});
afterAll(() => ctx.close());

const confirm = (cookie: string, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/confirm-payment`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: { 'idempotency-key': randomUUID() },
  });

const purchasesOf = (invoice: string) =>
  ctx.sql<{ amount_kobo: string; debit_account: string; credit_account: string }[]>`
    select amount_kobo::text as amount_kobo, debit_account, credit_account
      from ledger_transfers where kind = 'purchase' and reference = ${invoice}`;

const invoiceOf = async (id: string) =>
  (
    await ctx.sql<{ invoice_number: string }[]>`select invoice_number from orders where id = ${id}`
  )[0]!.invoice_number;

describe('every way of paying an order books its money once', () => {
  it('a confirmed bank transfer moves exactly the total from bank clearing to sales', async () => {
    const before = await reconcile(ctx.sql);
    const customer = await signedInUser(ctx);
    const id = await placeOrder(ctx, customer.cookie);
    expect(await purchasesOf(await invoiceOf(id))).toEqual([]);

    expect((await confirm(moderator.cookie, id)).statusCode).toBe(200);

    expect(await purchasesOf(await invoiceOf(id))).toEqual([
      {
        amount_kobo: String(SAMPLE_TOTAL_KOBO),
        debit_account: SYSTEM_ACCOUNTS.bankClearing,
        credit_account: SYSTEM_ACCOUNTS.sales,
      },
    ]);
    const after = await reconcile(ctx.sql);
    expect(after.salesKobo - before.salesKobo).toBe(SAMPLE_TOTAL_KOBO);
    expect(after.bankClearingKobo - before.bankClearingKobo).toBe(-SAMPLE_TOTAL_KOBO);
    await expectLedgerSound(ctx.sql);
  });

  it('two staff confirming at the same moment book it once: one 200, one 409', async () => {
    const customer = await signedInUser(ctx);
    for (let round = 0; round < 5; round++) {
      const id = await placeOrder(ctx, customer.cookie);
      const answers = await Promise.all([confirm(moderator.cookie, id), confirm(admin.cookie, id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const booked = await purchasesOf(await invoiceOf(id));
      expect(booked.map((t) => Number(t.amount_kobo))).toEqual([SAMPLE_TOTAL_KOBO]);
      const audits = await ctx.sql`
        select 1 from audit_log where subject_id = ${id} and action = 'order.confirm_payment'`;
      expect(audits).toHaveLength(1);
    }
    await expectLedgerSound(ctx.sql);
  });

  it('a wallet checkout books wallet → sales, audits it and emails the receipt', async () => {
    const customer = await signedInUser(ctx);
    await fundWallet(ctx.sql, customer.user.wallet_id!, SAMPLE_TOTAL_KOBO + 100);
    const res = await buy(ctx, customer.cookie, { ...SAMPLE_ORDER, 'payment-method': 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect(await purchasesOf(await invoiceOf(id))).toEqual([
      {
        amount_kobo: String(SAMPLE_TOTAL_KOBO),
        debit_account: customer.user.wallet_id,
        credit_account: SYSTEM_ACCOUNTS.sales,
      },
    ]);
    const audit = await ctx.sql`
      select action, actor_id from audit_log where subject_id = ${id}`;
    expect(audit).toEqual([{ action: 'order.pay_from_wallet', actor_id: customer.user.user_id }]);
    await runQueuedJobs(ctx);
    const receipts = emailsTo(ctx.config.DATA_DIR, customer.account.email).filter((m) =>
      m.subject.includes(res.json().data.invoiceId),
    );
    expect(receipts).toHaveLength(1);
    await expectLedgerSound(ctx.sql);
  });

  it('reconciliation names a paid order with no money booked, and a sale with no paid order', async () => {
    const customer = await signedInUser(ctx);
    const id = await placeOrder(ctx, customer.cookie);
    // The state the old confirmation left behind: paid and filled, nothing booked.
    await ctx.sql`update orders set status = 'paid', paid_at = now() where id = ${id}`;
    const report = await reconcile(ctx.sql);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toContainEqual({
      kind: 'order_payment',
      orderId: id,
      invoice: await invoiceOf(id),
      totalKobo: SAMPLE_TOTAL_KOBO,
      transfers: 0,
      exact: 0,
    });
    await ctx.sql`update orders set status = 'cancelled', paid_at = null, cancelled_at = now(),
                                     cancelled_by = 'staff' where id = ${id}`;
    await ctx.sql`
      insert into ledger_transfers (kind, amount_kobo, debit_account, credit_account, reference)
      values ('purchase', 500, ${SYSTEM_ACCOUNTS.bankClearing}, ${SYSTEM_ACCOUNTS.sales},
              ${await invoiceOf(id)})`;
    const second = await reconcile(ctx.sql);
    expect(second.mismatches).toEqual([
      expect.objectContaining({ kind: 'sale_without_paid_order', amountKobo: 500 }),
    ]);
  });
});

describe('staff never decide on their own order', () => {
  it('refuses a moderator confirming or rejecting their own order (403), changing nothing', async () => {
    const id = await placeOrder(ctx, moderator.cookie);
    const invoice = await invoiceOf(id);
    const reject = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/reject`,
        cookies: sessionCookies(ctx.app, moderator.cookie),
        headers: { 'idempotency-key': randomUUID() },
        payload: { reason: 'Never mind' },
      });
    for (const res of [await confirm(moderator.cookie, id), await reject()])
      expect([res.statusCode, res.json().code, res.json().error]).toEqual([
        403,
        'OWN_DECISION',
        ADMIN_MESSAGES.ownDecision,
      ]);
    const [row] = await ctx.sql`select status from orders where id = ${id}`;
    expect(row).toEqual({ status: 'awaiting_payment' });
    expect(await purchasesOf(invoice)).toEqual([]);
    expect(await ctx.sql`select 1 from pantry_journal where order_id = ${id}`).toEqual([]);

    expect((await confirm(admin.cookie, id)).statusCode).toBe(200);
    expect((await purchasesOf(invoice)).map((t) => Number(t.amount_kobo))).toEqual([
      SAMPLE_TOTAL_KOBO,
    ]);
  });
});
