import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { signedWebhook } from '../../../test/fake-paystack';
import { runQueuedJobs } from '../../../test/jobs';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  expectLedgerSound,
  history,
  paySandbox,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';
import { addJob } from '../../jobs/add-job';
import { appJobs } from '../../app-jobs';
import { paymentProviders } from './providers';
import { EXPIRE_TOPUPS_TASK, expireAbandonedTopUps, TOPUP_EXPIRY_MINUTES } from './topup-expiry';

type Who = { cookie: string; user: AuthUser };

const start = async (ctx: TestContext, who: Who, naira: number) => {
  const res = await topUp(ctx, who.cookie, { amount: naira, method: 'card' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.reference as string;
};
/** Makes a top-up begin `minutes` ago, as if the customer had walked away then. */
const age = (ctx: TestContext, reference: string, minutes: number) =>
  ctx.sql`update wallet_topups set created_at = now() - make_interval(mins => ${minutes})
          where reference = ${reference}`;
const statusOf = async (ctx: TestContext, reference: string) =>
  (
    await ctx.sql<{ status: string }[]>`
      select status from wallet_topups where reference = ${reference}`
  )[0]?.status;
const creditsOf = (ctx: TestContext, reference: string) =>
  ctx.sql`select id from ledger_transfers where reference = ${reference}`;
/** What the 15-minute schedule does: queue the task, which the worker then runs. */
const runExpiryJob = async (ctx: TestContext) => {
  await addJob(ctx.sql, EXPIRE_TOPUPS_TASK);
  await runQueuedJobs(ctx);
};

describe('expiring abandoned card top-ups (Paystack, against a fake Paystack server)', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let close: () => Promise<void>;
  let ada: Who;
  beforeAll(async () => {
    ({ ctx, paystack, close } = await createPaystackTestApp({
      env: { PUBLIC_URL: 'http://faza.test' },
    }));
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
  });
  afterAll(() => close());

  const webhook = (reference: string) => {
    const signed = signedWebhook({ event: 'charge.success', data: { reference } });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
      payload: signed.body,
    });
  };

  it('is on the schedule every 15 minutes', () => {
    expect(appJobs(ctx.sql, ctx.config, ctx.app.mailer).cron).toContainEqual(
      expect.objectContaining({ task: EXPIRE_TOPUPS_TASK, match: '*/15 * * * *' }),
    );
  });

  it('credits exactly once a stale top-up that was paid at Paystack, and expires an unpaid one', async () => {
    const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
    const paid = await start(ctx, ada, 2000);
    const unpaid = await start(ctx, ada, 3000);
    const fresh = await start(ctx, ada, 4000);
    paystack.transactions.get(paid)!.status = 'success';
    await age(ctx, paid, TOPUP_EXPIRY_MINUTES + 5);
    await age(ctx, unpaid, TOPUP_EXPIRY_MINUTES + 5);
    await age(ctx, fresh, TOPUP_EXPIRY_MINUTES - 5);

    await runExpiryJob(ctx);
    await runExpiryJob(ctx);
    expect(await statusOf(ctx, paid)).toBe('success');
    expect(await creditsOf(ctx, paid)).toHaveLength(1);
    expect(await statusOf(ctx, unpaid)).toBe('expired');
    // Younger than the cut-off: not even asked about.
    expect(await statusOf(ctx, fresh)).toBe('pending');
    expect(paystack.calls.filter((c) => c.endsWith(fresh))).toEqual([]);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 2000);

    // The customer's history says what happened, greyed by the client.
    const rows = (await history(ctx, ada.cookie)).json().data.transactions as {
      reference: string;
      status: string;
      description: string;
    }[];
    expect(rows.find((r) => r.reference === unpaid)).toMatchObject({
      status: 'expired',
      description: 'Card top-up expired: not paid',
    });
    expect(rows.find((r) => r.reference === fresh)).toMatchObject({ status: 'pending' });
    await expectLedgerSound(ctx.sql);
  });

  it('expires a reference Paystack has never seen, and leaves one being paid right now', async () => {
    const unknown = await start(ctx, ada, 500);
    const ongoing = await start(ctx, ada, 600);
    paystack.transactions.delete(unknown);
    paystack.transactions.get(ongoing)!.status = 'ongoing';
    await age(ctx, unknown, 90);
    await age(ctx, ongoing, 90);
    await runExpiryJob(ctx);
    expect(await statusOf(ctx, unknown)).toBe('expired');
    expect(await statusOf(ctx, ongoing)).toBe('pending');
  });

  it('a declined charge becomes failed with the provider’s reason', async () => {
    const declined = await start(ctx, ada, 700);
    paystack.transactions.get(declined)!.status = 'failed';
    await age(ctx, declined, 90);
    await runExpiryJob(ctx);
    const [row] = await ctx.sql`
      select status, failure_reason from wallet_topups where reference = ${declined}`;
    expect(row).toEqual({ status: 'failed', failure_reason: 'Declined by bank' });
  });

  it('Paystack erroring leaves the top-up pending for the next run, and the run goes on', async () => {
    const erroring = await start(ctx, ada, 800);
    const other = await start(ctx, ada, 900);
    Object.assign(paystack.transactions.get(erroring)!, { status: 'success', verifyError: true });
    await age(ctx, erroring, 120);
    await age(ctx, other, 90);
    const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);

    await runExpiryJob(ctx);
    expect(await statusOf(ctx, erroring)).toBe('pending');
    expect(await creditsOf(ctx, erroring)).toHaveLength(0);
    expect(await statusOf(ctx, other)).toBe('expired');
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before);

    // Paystack answers again: the next run credits the late payment.
    paystack.transactions.get(erroring)!.verifyError = false;
    await runExpiryJob(ctx);
    expect(await statusOf(ctx, erroring)).toBe('success');
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 800);
  });

  it('a job racing the webhook (and an overlapping run) credits once', async () => {
    const providers = paymentProviders(ctx.config, ctx.sql);
    for (let round = 0; round < 5; round++) {
      const reference = await start(ctx, ada, 1000);
      paystack.transactions.get(reference)!.status = 'success';
      await age(ctx, reference, 61);
      const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
      await addJob(ctx.sql, EXPIRE_TOPUPS_TASK);
      const [, hook, , hook2] = await Promise.all([
        runQueuedJobs(ctx),
        webhook(reference),
        expireAbandonedTopUps(ctx.sql, providers),
        webhook(reference),
      ]);
      expect([hook.statusCode, hook2.statusCode]).toEqual([200, 200]);
      expect(await statusOf(ctx, reference)).toBe('success');
      expect(await creditsOf(ctx, reference)).toHaveLength(1);
      expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 1000);
    }
    await expectLedgerSound(ctx.sql);
  });

  it('a payment that arrives after expiry is still credited, once', async () => {
    const late = await start(ctx, ada, 1500);
    await age(ctx, late, 90);
    await runExpiryJob(ctx);
    expect(await statusOf(ctx, late)).toBe('expired');
    const verified = await verifyTopUp(ctx, ada.cookie, late, ada.user.user_id);
    expect(verified.json().data.topup.status).toBe('expired');

    const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
    paystack.transactions.get(late)!.status = 'success';
    const [a, b] = await Promise.all([webhook(late), webhook(late)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await statusOf(ctx, late)).toBe('success');
    expect(await creditsOf(ctx, late)).toHaveLength(1);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 1500);
    await expectLedgerSound(ctx.sql);
  });
});

describe('expiring abandoned card top-ups (sandbox provider)', () => {
  let ctx: TestContext;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
  });
  afterAll(() => ctx.close());

  it('credits a payment the sandbox holds once, expires an unpaid one, and leaves bank transfers to staff', async () => {
    const paid = await start(ctx, bola, 2500);
    const unpaid = await start(ctx, bola, 3500);
    const bank = await topUp(ctx, bola.cookie, { amount: 5000, method: 'bank' });
    const bankRef = bank.json().data.reference as string;
    // The sandbox provider took the card but our side never heard back (window closed mid-way).
    await ctx.sql`
      insert into sandbox_payments (reference, status, amount_kobo, currency, card_last4, gateway_response)
      values (${paid}, 'success', 250000, 'NGN', '4081', 'Approved')`;
    for (const reference of [paid, unpaid, bankRef]) await age(ctx, reference, 24 * 60);

    await runExpiryJob(ctx);
    await runExpiryJob(ctx);
    expect(await statusOf(ctx, paid)).toBe('success');
    expect(await creditsOf(ctx, paid)).toHaveLength(1);
    expect(await statusOf(ctx, unpaid)).toBe('expired');
    expect(await statusOf(ctx, bankRef)).toBe('pending');
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(2500);

    // The hosted page no longer takes a card for an expired top-up, and says why.
    const page = await paySandbox(ctx, bola.cookie, unpaid, { cardNumber: '4084 0840 8408 4081' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(WALLET_MESSAGES.topUpExpired);
    expect(await statusOf(ctx, unpaid)).toBe('expired');
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(2500);
    await expectLedgerSound(ctx.sql);
  });
});
