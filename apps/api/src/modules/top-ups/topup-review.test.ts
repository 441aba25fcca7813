import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira, WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import { signedInUser, signInAs, sessionCookies } from '../../../test/auth-helpers';
import { signedWebhook } from '../../../test/fake-paystack';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  decideTopUp,
  expectLedgerSound,
  history,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';

type Who = { cookie: string; user: AuthUser };
type TopUpState = {
  id: string;
  status: string;
  failure_reason: string | null;
  review_reason: string | null;
  received_kobo: number | null;
};

describe('card top-ups the provider changes its mind about, or reports wrongly', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let close: () => Promise<void>;
  let ada: Who;
  let moderator: Who;
  // Error-level lines the requests logged, as JSON.
  const logged: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const capture = pino(
      { level: 'error' },
      { write: (line: string) => logged.push(JSON.parse(line)) },
    );
    ({ ctx, paystack, close } = await createPaystackTestApp({
      beforeReady: (app) => {
        app.addHook('onRequest', async (req) => {
          req.log = capture;
        });
      },
    }));
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    moderator = await signInAs(ctx, 'moderator');
  });
  afterAll(() => close());

  const start = async (naira: number) => {
    const res = await topUp(ctx, ada.cookie, { amount: naira, method: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.reference as string;
  };
  const webhook = (reference: string) => {
    const signed = signedWebhook({ event: 'charge.success', data: { reference } });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
      payload: signed.body,
    });
  };
  const verify = (reference: string) => verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id);
  const stateOf = async (reference: string) =>
    (
      await ctx.sql<TopUpState[]>`
        select id, status, failure_reason, review_reason, received_kobo
        from wallet_topups where reference = ${reference}`
    )[0]!;
  const creditsOf = (reference: string) =>
    ctx.sql<{ amount_kobo: number; kind: string }[]>`
      select amount_kobo, kind from ledger_transfers where reference = ${reference}`;
  const auditOf = (id: string) =>
    ctx.sql<{ action: string; actor_id: string | null; before: unknown; after: unknown }[]>`
      select action, actor_id, before, after from audit_log where subject_id = ${id}
      order by created_at`;
  const balance = () => balanceOf(ctx, ada.cookie, ada.user.wallet_id!);

  it('a top-up marked failed is credited once when Paystack later reports it paid', async () => {
    const reference = await start(2000);
    paystack.transactions.get(reference)!.status = 'failed';
    expect((await verify(reference)).json().data.topup.status).toBe('failed');
    const before = await balance();

    paystack.transactions.get(reference)!.status = 'success';
    expect((await webhook(reference)).statusCode).toBe(200);
    const state = await stateOf(reference);
    expect(state).toMatchObject({
      status: 'success',
      failure_reason: null,
      received_kobo: 200_000,
    });
    expect(await creditsOf(reference)).toEqual([{ amount_kobo: 200_000, kind: 'topup_card' }]);
    expect(await balance()).toBe(before + 2000);
    expect(await auditOf(state.id)).toEqual([
      {
        action: 'topup.late_credit',
        actor_id: null,
        before: { status: 'failed', reason: 'Declined by bank' },
        after: expect.objectContaining({ status: 'success', receivedKobo: 200_000 }),
      },
    ]);
    expect((await verify(reference)).json().data.topup.status).toBe('success');
    expect(await creditsOf(reference)).toHaveLength(1);
  });

  it('after a failure, a success webhook and verifies arriving together credit once', async () => {
    for (let round = 0; round < 5; round++) {
      const reference = await start(1000);
      paystack.transactions.get(reference)!.status = 'failed';
      await verify(reference);
      paystack.transactions.get(reference)!.status = 'success';
      const before = await balance();
      const results = await Promise.all([
        verify(reference),
        webhook(reference),
        webhook(reference),
        verify(reference),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await stateOf(reference)).status).toBe('success');
      expect(await creditsOf(reference)).toHaveLength(1);
      expect(await balance()).toBe(before + 1000);
    }
    await expectLedgerSound(ctx.sql);
  });

  it('a stale failed verdict racing a success verdict still ends credited, once', async () => {
    for (let round = 0; round < 5; round++) {
      const reference = await start(500);
      // The first verify call to reach Paystack hears "failed", every later one "success".
      paystack.transactions.get(reference)!.verdicts = ['failed', 'success'];
      const before = await balance();
      const results = await Promise.all([verify(reference), webhook(reference)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      // Whichever commits first, the success is not lost behind the failure.
      expect((await stateOf(reference)).status).toBe('success');
      expect(await creditsOf(reference)).toHaveLength(1);
      expect(await balance()).toBe(before + 500);
    }
    await expectLedgerSound(ctx.sql);
  });

  it('a payment that does not match goes to staff review: logged, audited, never credited by itself', async () => {
    const cases = [
      [{ reportAmount: 100 }, WALLET_MESSAGES.amountMismatch, 100],
      [{ reportCurrency: 'USD' }, WALLET_MESSAGES.currencyMismatch, null],
    ] as const;
    const flagged: string[] = [];
    for (const [override, reason, received] of cases) {
      const reference = await start(4000);
      Object.assign(paystack.transactions.get(reference)!, { status: 'success', ...override });
      const before = await balance();
      logged.length = 0;

      const res = await verify(reference);
      expect([res.statusCode, res.json().code, res.json().error]).toEqual([
        422,
        'PAYMENT_UNDER_REVIEW',
        WALLET_MESSAGES.paymentUnderReview,
      ]);
      const state = await stateOf(reference);
      expect(state).toEqual({
        id: expect.any(String),
        status: 'needs_review',
        failure_reason: null,
        review_reason: reason,
        received_kobo: received,
      });
      expect(logged).toEqual([
        expect.objectContaining({ level: 50, msg: expect.stringContaining(reference) }),
      ]);
      expect(await auditOf(state.id)).toEqual([
        expect.objectContaining({
          action: 'topup.needs_review',
          actor_id: null,
          after: expect.objectContaining({ status: 'needs_review', reason, declaredKobo: 400_000 }),
        }),
      ]);

      // Later calls change nothing and do not alert again.
      expect((await webhook(reference)).statusCode).toBe(200);
      expect((await verify(reference)).statusCode).toBe(422);
      expect((await stateOf(reference)).status).toBe('needs_review');
      expect(await creditsOf(reference)).toEqual([]);
      expect(await balance()).toBe(before);
      expect(logged).toHaveLength(1);

      const row = (await history(ctx, ada.cookie)).json().data.transactions[0];
      expect(row).toMatchObject({
        reference,
        status: 'needs_review',
        description: WALLET_MESSAGES.topUpUnderReview(reason),
      });
      flagged.push(state.id);
    }

    // The staff Payments console lists both, with what the provider reported.
    const queue = await ctx.app.inject({
      url: '/api/admin/topups?status=needs_review',
      cookies: sessionCookies(ctx.app, moderator.cookie),
    });
    expect(queue.json().data.topups).toEqual([
      expect.objectContaining({
        id: flagged[0],
        method: 'card',
        status: 'needs_review',
        amount: 400_000,
        received: 100,
        review_reason: WALLET_MESSAGES.amountMismatch,
      }),
      expect.objectContaining({ id: flagged[1], received: null }),
    ]);

    // Staff credit what actually arrived on one and reject the other, which then stays failed.
    const before = await balance();
    const confirmed = await decideTopUp(ctx, moderator.cookie, flagged[0]!, 'confirm', {
      received_kobo: 100,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.topup).toMatchObject({ status: 'success', received: 100 });
    const rejected = await decideTopUp(ctx, moderator.cookie, flagged[1]!, 'reject', {
      reason: 'Paid in dollars: refunded at Paystack',
    });
    expect(rejected.json().data.topup.status).toBe('failed');
    expect(await balance()).toBe(before + 1);

    const rows = (await history(ctx, ada.cookie)).json().data.transactions;
    const credited = rows.find((r: { status: string; amount: number }) => r.amount === 100);
    expect(credited).toMatchObject({
      description: 'Wallet top-up by card',
      notice: WALLET_MESSAGES.receivedDiffers(formatNaira(100), formatNaira(400_000)),
    });
    await expectLedgerSound(ctx.sql);
  });

  it('a top-up staff rejected stays failed whatever the provider says later', async () => {
    const reference = await start(3000);
    Object.assign(paystack.transactions.get(reference)!, { status: 'success', reportAmount: 1 });
    await verify(reference);
    const { id } = await stateOf(reference);
    await decideTopUp(ctx, moderator.cookie, id, 'reject', { reason: 'Wrong amount, refunded' });
    Object.assign(paystack.transactions.get(reference)!, { reportAmount: undefined });
    const before = await balance();
    expect((await webhook(reference)).statusCode).toBe(200);
    expect((await stateOf(reference)).status).toBe('failed');
    expect(await creditsOf(reference)).toEqual([]);
    expect(await balance()).toBe(before);
  });
});
