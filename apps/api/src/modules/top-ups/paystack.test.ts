import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signedInUser } from '../../../test/auth-helpers';
import { PAYSTACK_SECRET, signedWebhook } from '../../../test/fake-paystack';
import { createPaystackTestApp, type FakePaystack } from '../../../test/paystack-test-app';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  expectLedgerSound,
  GOOD_CARD,
  history,
  moneySnapshot,
  paySandbox,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';
import { insertTopUp } from './topups-repository';

type Who = { cookie: string; user: AuthUser };

describe('Paystack provider against a fake Paystack server', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let close: () => Promise<void>;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ({ ctx, paystack, close } = await createPaystackTestApp({
      env: { PUBLIC_URL: 'http://faza.test' },
    }));
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
  });
  afterAll(() => close());

  const webhook = (event: unknown, signature?: string) => {
    const signed = signedWebhook(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        origin: 'https://paystack.com',
        ...(signature === undefined
          ? { 'x-paystack-signature': signed.signature }
          : signature
            ? { 'x-paystack-signature': signature }
            : {}),
      },
      payload: signed.body,
    });
  };
  const start = async (who: Who, naira: number) => {
    const res = await topUp(ctx, who.cookie, { amount: naira, method: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { reference: string; payment_url: string; provider: string };
  };

  it('serves no sandbox payment page: a test card cannot pay, even for a sandbox top-up left over', async () => {
    // A top-up begun while the sandbox was still the provider, before the switch to Paystack.
    const reference = 'TOP-LEFTOVERSANDBOX01';
    await insertTopUp(ctx.sql, {
      reference,
      user_id: ada.user.user_id,
      wallet_id: ada.user.wallet_id!,
      method: 'card',
      provider: 'sandbox',
      amount_kobo: 1_000_000_00,
    });
    const page = await ctx.app.inject({
      url: `/api/wallet/sandbox/pay/${reference}`,
      cookies: sessionCookies(ctx.app, ada.cookie),
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ status: 'failed', code: 'NOT_FOUND' });
    const paid = await paySandbox(ctx, ada.cookie, reference, { cardNumber: GOOD_CARD });
    expect(paid.statusCode).toBe(404);
    expect(paid.json()).toMatchObject({ status: 'failed', code: 'NOT_FOUND' });
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(0);
    await ctx.sql`delete from wallet_topups where reference = ${reference}`;
  });

  it('tells the wallet screen that its money is real', async () => {
    const res = await history(ctx, ada.cookie);
    expect(res.json().data.test_money).toBe(false);
  });

  it('initialize: kobo, NGN, our reference and the /wallet callback; answers the authorization URL', async () => {
    const data = await start(ada, 5000);
    expect(data.provider).toBe('paystack');
    expect(data.payment_url).toBe(`https://checkout.paystack.test/${data.reference}`);
    expect(paystack.transactions.get(data.reference)).toMatchObject({
      amount: 500_000,
      currency: 'NGN',
      email: 'adaeze.okafor@example.com',
      callback_url: `http://faza.test/wallet?reference=${data.reference}`,
    });
  });

  it('verify: pending until paid, then credits exactly once', async () => {
    const { reference } = await start(ada, 2000);
    const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
    expect(
      (await verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id)).json().data.topup.status,
    ).toBe('pending');
    paystack.transactions.get(reference)!.status = 'success';
    for (let i = 0; i < 3; i++) {
      const res = await verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id);
      expect(res.json().data.topup.status).toBe('success');
    }
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 2000);
  });

  it('webhook: refuses forged or unsigned calls with nothing changed', async () => {
    const { reference } = await start(bola, 3000);
    paystack.transactions.get(reference)!.status = 'success';
    const before = await moneySnapshot(ctx.sql);
    const event = {
      event: 'charge.success',
      data: { reference, amount: 300_000, currency: 'NGN' },
    };
    expect((await webhook(event, '')).statusCode).toBe(401);
    expect((await webhook(event, 'ab'.repeat(64))).statusCode).toBe(401);
    const forged = signedWebhook(event, 'sk_test_someone_else');
    expect((await webhook(event, forged.signature)).statusCode).toBe(401);
    expect(await moneySnapshot(ctx.sql)).toEqual(before);

    const ok = await webhook(event);
    expect(ok.statusCode).toBe(200);
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(3000);
    // Unknown references and other events are acknowledged and ignored.
    expect(
      (await webhook({ event: 'charge.success', data: { reference: 'OTHER-APP-123' } })).statusCode,
    ).toBe(200);
    expect((await webhook({ event: 'transfer.success', data: {} })).statusCode).toBe(200);
  });

  it('a verify and a webhook arriving together credit once', async () => {
    for (let round = 0; round < 5; round++) {
      const { reference } = await start(ada, 1000);
      paystack.transactions.get(reference)!.status = 'success';
      const before = await balanceOf(ctx, ada.cookie, ada.user.wallet_id!);
      const event = { event: 'charge.success', data: { reference } };
      const results = await Promise.all([
        verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id),
        webhook(event),
        webhook(event),
        verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(before + 1000);
      const credits = await ctx.sql`select id from ledger_transfers where reference = ${reference}`;
      expect(credits).toHaveLength(1);
    }
    await expectLedgerSound(ctx.sql);
  });

  it('a wrong amount or currency from the provider: 422, sent to staff review, nothing credited', async () => {
    for (const [override, message] of [
      [{ reportAmount: 100 }, WALLET_MESSAGES.amountMismatch],
      [{ reportCurrency: 'USD' }, WALLET_MESSAGES.currencyMismatch],
    ] as const) {
      const { reference } = await start(bola, 4000);
      Object.assign(paystack.transactions.get(reference)!, { status: 'success', ...override });
      const before = await balanceOf(ctx, bola.cookie, bola.user.wallet_id!);
      const res = await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(WALLET_MESSAGES.paymentUnderReview);
      expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(before);
      const [row] =
        await ctx.sql`select status, review_reason from wallet_topups where reference = ${reference}`;
      expect(row).toEqual({ status: 'needs_review', review_reason: message });
    }
  });

  it('a failed charge is marked failed with the provider’s reason', async () => {
    const { reference } = await start(bola, 500);
    paystack.transactions.get(reference)!.status = 'failed';
    const res = await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id);
    expect(res.json().data.topup).toMatchObject({
      status: 'failed',
      failure_reason: 'Declined by bank',
    });
  });

  it('the provider not answering refuses the top-up (502) and stores nothing', async () => {
    const down = await createAuthTestApp({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      const who = await signedInUser(down);
      const res = await topUp(down, who.cookie, { amount: 500, method: 'card' });
      expect(res.statusCode).toBe(502);
      expect(await down.sql`select id from wallet_topups`).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
