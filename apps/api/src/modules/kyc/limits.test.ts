import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signInAs } from '../../../test/auth-helpers';
import {
  assignedAccount,
  decideInbound,
  simulateTransfer,
} from '../../../test/bank-transfer-helpers';
import { claimGift, codeOf, createGift, phoneCodeFor } from '../../../test/gift-helpers';
import { limitsOf, member } from '../../../test/kyc-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  cardTopUp,
  decideTopUp,
  expectLedgerSound,
  fundWallet,
  moneySnapshot,
  sendMoney,
  topUp,
} from '../../../test/wallet-helpers';
import { withTransaction } from '../../db/transaction';
import { assertWithinLimits, limitsVerdict } from './limits';

const T1_LIMIT = 'Verify your BVN or NIN to receive more than ₦50,000 a day.';

describe('tier limits (docs/decisions/0063)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ WALLET_SENDS_PER_MINUTE: '100000' });
  });
  afterAll(() => ctx.close());

  it('answers the tier, the day’s use and what is left, and the balance cap', async () => {
    const ada = await member(ctx);
    await cardTopUp(ctx, ada.cookie, 20_000);
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 1,
      nextStep: 'identity',
      dailyIn: { limitKobo: 50_000_00, usedKobo: 20_000_00, leftKobo: 30_000_00 },
      dailyOut: { limitKobo: 50_000_00, usedKobo: 0, leftKobo: 50_000_00 },
      maxBalanceKobo: 300_000_00,
      balanceKobo: 20_000_00,
      identity: { state: 'none' },
      address: { state: 'none' },
    });
    await ctx.sql`update users set kyc_tier = 3 where id = ${ada.user.user_id}`;
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 3,
      nextStep: null,
      dailyIn: { limitKobo: 5_000_000_00, leftKobo: 4_980_000_00 },
      maxBalanceKobo: null,
    });
  });

  it('assertWithinLimits: money in and out at the edge passes, a kobo over is refused', async () => {
    const ada = await member(ctx);
    const ask = (direction: 'in' | 'out', amountKobo: number) =>
      withTransaction(ctx.sql, (tx) =>
        assertWithinLimits(tx, ada.user.user_id, { direction, amountKobo }),
      );
    await expect(ask('in', 50_000_00)).resolves.toBeUndefined();
    await expect(ask('out', 50_000_00)).resolves.toBeUndefined();
    await expect(ask('in', 50_000_01)).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
      statusCode: 422,
      message: `${T1_LIMIT} You can receive ₦50,000 more today.`,
    });
    await expect(ask('out', 50_000_01)).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message:
        'Verify your BVN or NIN to send more than ₦50,000 a day. You can send ₦50,000 more today.',
    });
    // The balance cap: ₦290,000 held, asked tomorrow (a new Lagos day): ₦10,000 more fits, not
    // ₦10,000.01.
    await fundWallet(ctx.sql, ada.user.wallet_id!, 290_000_00);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const later = (amountKobo: number) =>
      withTransaction(ctx.sql, (tx) =>
        limitsVerdict(tx, ada.user.user_id, { direction: 'in', amountKobo }, tomorrow),
      );
    expect(await later(10_000_00)).toMatchObject({ allowed: true });
    expect(await later(10_000_01)).toMatchObject({
      allowed: false,
      limit: 'balance',
      message:
        'Verify your BVN or NIN to hold more than ₦300,000 in your wallet. You can receive ₦10,000 more.',
    });
    // Today the day's limit is asked first: ₦290,000 came in today.
    await expect(ask('in', 1)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
  });

  it('a send the recipient’s tier cannot take is refused, says what to do, and changes nothing', async () => {
    const ada = await member(ctx, { first: 'Ada', last: 'Obi' });
    const bola = await member(ctx, { first: 'Bola', last: 'Tinubu' });
    await fundWallet(ctx.sql, ada.user.wallet_id!, 100_000_00);
    expect(
      (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 45_000 })).statusCode,
    ).toBe(200);
    const before = await moneySnapshot(ctx.sql);
    const over = await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 5_000.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'RECIPIENT_LIMIT_EXCEEDED',
      error:
        "The recipient's account cannot receive this much yet: ₦5,000 more at most. Ask them to verify their BVN or NIN on Faza, or send less.",
    });
    expect(await moneySnapshot(ctx.sql)).toEqual(before);
    expect(
      (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 5_000 })).statusCode,
    ).toBe(200);
    // Tier 2 lifts it to ₦200,000 a day.
    await ctx.sql`update users set kyc_tier = 2 where id = ${bola.user.user_id}`;
    expect(
      (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 40_000 })).statusCode,
    ).toBe(200);
    await expectLedgerSound(ctx.sql);
  });

  it('two sends that together cross the recipient’s day: exactly one is refused, every time', async () => {
    // Senders at Tier 3, so the crossing sends below between them are within their limits.
    const senders = [await member(ctx, undefined, 3), await member(ctx, undefined, 3)];
    for (const s of senders) await fundWallet(ctx.sql, s.user.wallet_id!, 2_000_000_00);
    for (let round = 0; round < 12; round++) {
      const bola = await member(ctx, { first: 'Bola', last: 'Ade' });
      // Each fits alone (₦30,000 ≤ ₦50,000); both together do not.
      const answers = await Promise.all(
        senders.map((s) => sendMoney(ctx, s.cookie, { faza: bola.user.faza, amount: 30_000 })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, `round ${round}: ${answers.map((a) => a.body).join(' | ')}`).toEqual([
        200, 422,
      ]);
      expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe(
        'RECIPIENT_LIMIT_EXCEEDED',
      );
      const [wallet] = await ctx.sql<{ balance_kobo: number }[]>`
        select balance_kobo from wallets where id = ${bola.user.wallet_id}`;
      expect(wallet!.balance_kobo).toBe(30_000_00);
    }
    // Crossing sends between the same two wallets lock in one order: none deadlocks.
    const crossing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendMoney(ctx, senders[i % 2]!.cookie, {
          faza: senders[(i + 1) % 2]!.user.faza,
          amount: 100,
        }),
      ),
    );
    expect(crossing.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await expectLedgerSound(ctx.sql);
  });

  it('a top-up over the limit is refused before paying; the spec’s own bounds come first', async () => {
    const ada = await member(ctx);
    await cardTopUp(ctx, ada.cookie, 40_000);
    const over = await topUp(ctx, ada.cookie, { amount: 10_001, method: 'card' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      error: `${T1_LIMIT} You can receive ₦10,000 more today.`,
    });
    const tooBig = await topUp(ctx, ada.cookie, { amount: 1_000_001, method: 'card' });
    expect(tooBig.json().error).toBe('Maximum top-up amount is ₦1,000,000');
    const tooSmall = await topUp(ctx, ada.cookie, { amount: 99, method: 'card' });
    expect(tooSmall.json().error).toBe('Minimum top-up amount is ₦100');
    expect((await topUp(ctx, ada.cookie, { amount: 10_000, method: 'card' })).statusCode).toBe(201);
  });

  it('a card payment that arrives over the limit anyway is held for review, and staff cannot credit it until the tier allows', async () => {
    const ada = await member(ctx);
    const admin = await signInAs(ctx, 'admin');
    // Two top-ups started while both fit; paying the second crosses the day's limit.
    const first = await topUp(ctx, ada.cookie, { amount: 30_000, method: 'card' });
    const second = await topUp(ctx, ada.cookie, { amount: 30_000, method: 'card' });
    const { paySandbox, GOOD_CARD } = await import('../../../test/wallet-helpers');
    await paySandbox(ctx, ada.cookie, first.json().data.reference, { cardNumber: GOOD_CARD });
    await paySandbox(ctx, ada.cookie, second.json().data.reference, { cardNumber: GOOD_CARD });
    const [held] = await ctx.sql<{ id: string; status: string; review_reason: string }[]>`
      select id, status, review_reason from wallet_topups where reference = ${second.json().data.reference}`;
    expect(held).toMatchObject({ status: 'needs_review' });
    expect(held!.review_reason).toContain("Over the customer's Tier 1 limit");
    expect((await limitsOf(ctx, ada.cookie)).balanceKobo).toBe(30_000_00);
    const refused = await decideTopUp(ctx, admin.cookie, held!.id, 'confirm', {
      received_kobo: 30_000_00,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await ctx.sql`update users set kyc_tier = 2 where id = ${ada.user.user_id}`;
    const released = await decideTopUp(ctx, admin.cookie, held!.id, 'confirm', {
      received_kobo: 30_000_00,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await limitsOf(ctx, ada.cookie)).balanceKobo).toBe(60_000_00);
    await expectLedgerSound(ctx.sql);
  });

  it('a bank transfer over the limit is held for review, never lost; staff release it once the tier allows', async () => {
    const ada = await member(ctx);
    const admin = await signInAs(ctx, 'admin');
    const accountNumber = await assignedAccount(ctx, ada.cookie);
    const sent = await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 60_000 });
    expect(sent.statusCode, sent.body).toBe(200);
    const [held] = await ctx.sql<
      { id: string; state: string; user_id: string; review_reason: string }[]
    >`
      select id, state, user_id, review_reason from inbound_transfers where account_number = ${accountNumber}`;
    expect(held).toMatchObject({ state: 'needs_review', user_id: ada.user.user_id });
    expect(held!.review_reason).toContain(T1_LIMIT);
    expect((await limitsOf(ctx, ada.cookie)).balanceKobo).toBe(0);
    const refused = await decideInbound(ctx, admin.cookie, held!.id, 'credit', {
      faza: ada.user.faza,
    });
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await ctx.sql`update users set kyc_tier = 2 where id = ${ada.user.user_id}`;
    const released = await decideInbound(ctx, admin.cookie, held!.id, 'credit', {
      faza: ada.user.faza,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await limitsOf(ctx, ada.cookie)).balanceKobo).toBe(60_000_00);
    // Within the limit, a transfer is credited at once.
    await simulateTransfer(ctx, ada.cookie, { accountNumber, amount: 1_000 });
    expect((await limitsOf(ctx, ada.cookie)).balanceKobo).toBe(61_000_00);
    await expectLedgerSound(ctx.sql);
  });

  it('a money gift the claimer’s tier cannot take is refused and stays claimable', async () => {
    const ada = await member(ctx);
    await fundWallet(ctx.sql, ada.user.wallet_id!, 200_000_00);
    const bola = await member(ctx, { first: 'Bola', last: 'Ade' });
    // Bola has taken ₦20,000 today already.
    expect(
      (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 20_000 })).statusCode,
    ).toBe(200);
    // A gift to a phone: made for a number, claimed once Bola proves it.
    const phone = bola.account.phone;
    // Any other valid number for a moment (+23490… then 8 digits; the users table checks the form).
    const elsewhere = `+23490${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await ctx.sql`update users set phone = ${elsewhere} where id = ${bola.user.user_id}`;
    const gift = await createGift(ctx, ada.cookie, { phone, amount: 40_000 });
    expect(gift.statusCode, gift.body).toBe(201);
    await ctx.sql`update users set phone = ${'+234' + phone.slice(1)} where id = ${bola.user.user_id}`;
    const code = codeOf(gift.json().data['claim-url'] as string);
    const refused = await claimGift(
      ctx,
      bola.cookie,
      code,
      await phoneCodeFor(ctx, bola.user.user_id, '+234' + phone.slice(1)),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      error: `${T1_LIMIT} You can receive ₦30,000 more today.`,
    });
    const [state] = await ctx.sql`select state from gifts where claim_code = ${code}`;
    expect(state).toEqual({ state: 'pending' });
    await ctx.sql`update users set kyc_tier = 2 where id = ${bola.user.user_id}`;
    const claimed = await claimGift(
      ctx,
      bola.cookie,
      code,
      await phoneCodeFor(ctx, bola.user.user_id, '+234' + phone.slice(1)),
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    await expectLedgerSound(ctx.sql);
  });
});
