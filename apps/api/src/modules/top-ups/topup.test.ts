import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  cardTopUp,
  DECLINED_CARD,
  expectLedgerSound,
  history,
  moneySnapshot,
  paySandbox,
  topUp,
  verifyTopUp,
} from '../../../test/wallet-helpers';

type Who = { cookie: string; user: AuthUser };

describe('wallet balance and top-up (sandbox provider)', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx, { email: 'adaeze.okafor@example.com' });
    bola = await signedInUser(ctx, { email: 'bola.adeyemi@example.com' });
  });
  afterAll(() => ctx.close());

  it('answers the balance in naira to the owner and staff, 404 to anyone else', async () => {
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(0);
    const other = await ctx.app.inject({
      url: `/api/wallet/balance/${ada.user.wallet_id}`,
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    expect(other.statusCode).toBe(404);
    const admin = await signInAs(ctx, 'admin');
    expect(await balanceOf(ctx, admin.cookie, ada.user.wallet_id!)).toBe(0);
    const anonymous = await ctx.app.inject({ url: `/api/wallet/balance/${ada.user.wallet_id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad amounts with the spec texts and changes nothing', async () => {
    const before = await moneySnapshot(ctx.sql);
    const cases: [unknown, number, string][] = [
      [undefined, 400, WALLET_MESSAGES.topUpInvalid],
      [0, 400, WALLET_MESSAGES.topUpInvalid],
      [-500, 400, WALLET_MESSAGES.topUpInvalid],
      ['5000.5', 400, WALLET_MESSAGES.topUpInvalid],
      [99, 400, 'Minimum top-up amount is ₦100'],
      [1_000_000.01, 400, 'Maximum top-up amount is ₦1,000,000'],
      [1e300, 400, WALLET_MESSAGES.topUpInvalid],
      [100.005, 400, WALLET_MESSAGES.topUpInvalid],
    ];
    for (const [amount, status, message] of cases) {
      const res = await topUp(ctx, ada.cookie, { amount, method: 'card' });
      expect(res.statusCode, String(amount)).toBe(status);
      expect(res.json().error).toBe(message);
    }
    const noKey = await topUp(ctx, ada.cookie, { amount: 500, method: 'card' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(await moneySnapshot(ctx.sql)).toEqual(before);
  });

  it('card: pending top-up with a payment URL, the hosted page, then one credit', async () => {
    const res = await topUp(ctx, ada.cookie, { amount: 5000, method: 'card' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      method: 'card',
      provider: 'sandbox',
      topup: { amount: 500_000, status: 'pending', method: 'card' },
    });
    expect(data.payment_url).toMatch(/\/api\/wallet\/sandbox\/pay\/TOP-[0-9A-F]{20}$/);

    const page = await ctx.app.inject({
      url: new URL(data.payment_url).pathname,
      cookies: sessionCookies(ctx.app, ada.cookie),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const nonce = /<script nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    // The form post must carry our Origin for the CSRF guard (helmet's no-referrer sends null).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
    for (const text of [
      'Card number',
      'Expiry (MM/YY)',
      'CVV',
      'Pay ₦5,000',
      'maxlength="19"',
      'maxlength="3"',
      // The app's icon: without it the window asks for /favicon.ico and logs a 404.
      '<link rel="icon" href="/favicon.svg"',
      // Said plainly: what this page credits is test money.
      WALLET_MESSAGES.testMoney,
    ])
      expect(page.body).toContain(text);

    // Someone else cannot open it.
    const stranger = await ctx.app.inject({
      url: new URL(data.payment_url).pathname,
      cookies: sessionCookies(ctx.app, bola.cookie),
    });
    expect(stranger.statusCode).toBe(404);

    // Luhn fails: refused on the page, nothing recorded.
    const bad = await paySandbox(ctx, ada.cookie, data.reference, {
      cardNumber: '4084 0840 8408 4082',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(WALLET_MESSAGES.cardInvalid);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(0);

    const paid = await paySandbox(ctx, ada.cookie, data.reference, {
      cardNumber: '4084 0840 8408 4081',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment successful');
    expect(paid.body).toContain('window.opener.postMessage');
    expect(paid.body).toContain(`/wallet?reference=${data.reference}`);
    expect(paid.body).toContain(WALLET_MESSAGES.testMoney);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(5000);

    // Paying again, verifying again: still one credit.
    await paySandbox(ctx, ada.cookie, data.reference, { cardNumber: '4084 0840 8408 4081' });
    const verified = await verifyTopUp(ctx, ada.cookie, data.reference, ada.user.user_id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ balance: 5000, topup: { status: 'success' } });
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(5000);
    await expectLedgerSound(ctx.sql);
  });

  it('declined card (ending 0002): failed with "Card declined", balance unchanged, in history', async () => {
    const before = await balanceOf(ctx, bola.cookie, bola.user.wallet_id!);
    const res = await topUp(ctx, bola.cookie, { amount: 2000, method: 'card' });
    const reference = res.json().data.reference;
    const paid = await paySandbox(ctx, bola.cookie, reference, { cardNumber: DECLINED_CARD });
    expect(paid.body).toContain('Card declined');
    const verified = await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id);
    expect(verified.json().data.topup).toMatchObject({
      status: 'failed',
      failure_reason: 'Card declined',
    });
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(before);
    const rows = (await history(ctx, bola.cookie)).json().data.transactions;
    expect(rows[0]).toMatchObject({
      reference,
      status: 'failed',
      amount: 200_000,
      channel: 'card',
      type: 'topup',
    });
  });

  it('verify: unpaid stays pending; another user’s reference is 404', async () => {
    const res = await topUp(ctx, ada.cookie, { amount: 100, method: 'card' });
    const reference = res.json().data.reference;
    const pending = await verifyTopUp(ctx, ada.cookie, reference, ada.user.user_id);
    expect(pending.json().data.topup.status).toBe('pending');
    expect((await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id)).statusCode).toBe(
      404,
    );
    expect((await verifyTopUp(ctx, bola.cookie, reference, ada.user.user_id)).statusCode).toBe(404);
    expect(
      (await verifyTopUp(ctx, ada.cookie, 'TOP-NOPE000000', ada.user.user_id)).statusCode,
    ).toBe(404);
  });

  it('bank: our account details with the top-up’s own reference, pending until staff confirm', async () => {
    const res = await topUp(ctx, ada.cookie, { amount: 15000, method: 'bank' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      method: 'bank',
      topup: { status: 'pending', amount: 1_500_000, method: 'bank', received: null },
      bank: {
        bank_name: ctx.config.BANK_NAME,
        account_name: ctx.config.BANK_ACCOUNT_NAME,
        account_number: ctx.config.BANK_ACCOUNT_NUMBER,
        reference: data.reference,
        placeholder: true,
      },
    });
    // Short, with no 0/O, 1/I/L or U to misread, and never the FAZA number all top-ups share.
    expect(data.reference).toMatch(/^TU-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(data.topup.reference).toBe(data.reference);
    const rows = (await history(ctx, ada.cookie, '?direction=incoming')).json().data.transactions;
    expect(rows[0]).toMatchObject({
      reference: data.reference,
      status: 'pending',
      channel: 'bank',
      amount: 1_500_000,
    });
  });

  it('bank: one pending per person; a second answers 409, even sent together', async () => {
    const before = await moneySnapshot(ctx.sql);
    const [first, second] = await Promise.all([
      topUp(ctx, bola.cookie, { amount: 2000, method: 'bank' }),
      topUp(ctx, bola.cookie, { amount: 3000, method: 'bank' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'BANK_TOPUP_PENDING',
      error: WALLET_MESSAGES.bankTopUpPending,
    });
    const third = await topUp(ctx, bola.cookie, { amount: 100, method: 'bank' });
    expect(third.statusCode).toBe(409);
    // Card top-ups are not held up by it.
    expect((await topUp(ctx, bola.cookie, { amount: 100, method: 'card' })).statusCode).toBe(201);
    const after = await moneySnapshot(ctx.sql);
    expect(after.topups.length).toBe(before.topups.length + 2);
    // The database itself refuses a second one, whatever the route does.
    const wallet = bola.user.wallet_id!;
    await expect(
      ctx.sql`insert into wallet_topups (reference, user_id, wallet_id, method, provider, amount_kobo)
              values ('TU-ZZZZZZ', ${bola.user.user_id}, ${wallet}, 'bank', 'bank', 10000)`,
    ).rejects.toMatchObject({ code: '23505', constraint_name: 'wallet_topups_one_pending_bank' });
  });

  it('a replayed Idempotency-Key answers the first top-up', async () => {
    const key = 'topup-replay-1';
    const first = await topUp(ctx, ada.cookie, { amount: 700, method: 'card' }, key);
    const second = await topUp(ctx, ada.cookie, { amount: 700, method: 'card' }, key);
    expect(second.json().data.reference).toBe(first.json().data.reference);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('tells the wallet screen that the sandbox’s money is test money', async () => {
    const res = await history(ctx, ada.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.test_money).toBe(true);
  });

  it('cardTopUp helper works end to end', async () => {
    const before = await balanceOf(ctx, bola.cookie, bola.user.wallet_id!);
    await cardTopUp(ctx, bola.cookie, 1234.5);
    expect(await balanceOf(ctx, bola.cookie, bola.user.wallet_id!)).toBe(before + 1234.5);
  });
});
