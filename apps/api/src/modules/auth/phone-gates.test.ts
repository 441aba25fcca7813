import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  failureOf,
  sessionCookies,
  signedInUser,
  verifyPhoneThroughOutbox,
} from '../../../test/auth-helpers';
import { buy } from '../../../test/order-helpers';
import { giveFood, pantrySnapshot, RICE, sendFood } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  expectLedgerSound,
  fundWallet,
  moneySnapshot,
  sendMoney,
} from '../../../test/wallet-helpers';

type Who = Awaited<ReturnType<typeof signedInUser>>;

const NOT_VERIFIED = {
  status: 403,
  body: { status: 'failed', error: AUTH_MESSAGES.phoneNotVerified, code: 'PHONE_NOT_VERIFIED' },
};
/** A 12-digit number no account has. */
const NOBODY = '000000000001';

describe('a verified phone to send, to receive and to be found (docs/decisions/0027)', () => {
  let ctx: TestContext;
  let verified: Who;
  let other: Who;
  let unverified: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    verified = await signedInUser(ctx);
    other = await signedInUser(ctx);
    unverified = await signedInUser(ctx, {}, { phoneVerified: false });
    for (const who of [verified, unverified]) {
      await giveFood(ctx.sql, who.user.user_id, { ...RICE, quantity: 10 });
      await fundWallet(ctx.sql, who.user.wallet_id!, 50_000_00);
    }
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate rate_limits`;
  });

  const rice = (faza: string) => ({
    'food-name': RICE.name,
    'food-quantity': 1,
    'food-quantity-type': RICE.type,
    faza,
  });
  const lookup = (faza: string, cookie: string) =>
    ctx.app.inject({
      url: `/api/auth/is-faza-valid/${faza}`,
      cookies: sessionCookies(ctx.app, cookie),
    });

  it('refuses an unverified sender with 403 PHONE_NOT_VERIFIED, food and money alike', async () => {
    const before = { pantry: await pantrySnapshot(ctx.sql), money: await moneySnapshot(ctx.sql) };
    const food = await sendFood(ctx, unverified.cookie, rice(other.user.faza));
    const money = await sendMoney(ctx, unverified.cookie, { faza: other.user.faza, amount: 500 });
    expect(failureOf(food)).toEqual(NOT_VERIFIED);
    expect(failureOf(money)).toEqual(NOT_VERIFIED);
    expect({ pantry: await pantrySnapshot(ctx.sql), money: await moneySnapshot(ctx.sql) }).toEqual(
      before,
    );
  });

  it('answers an unverified recipient exactly like a number nobody has', async () => {
    const before = { pantry: await pantrySnapshot(ctx.sql), money: await moneySnapshot(ctx.sql) };
    const food = await sendFood(ctx, verified.cookie, rice(unverified.user.faza));
    const foodToNobody = await sendFood(ctx, verified.cookie, rice(NOBODY));
    expect(food.statusCode).toBe(422);
    expect(food.json().code).toBe('INVALID_FAZA');
    expect(failureOf(food)).toEqual(failureOf(foodToNobody));

    const money = await sendMoney(ctx, verified.cookie, {
      faza: unverified.user.faza,
      amount: 500,
    });
    const moneyToNobody = await sendMoney(ctx, verified.cookie, { faza: NOBODY, amount: 500 });
    expect(money.statusCode).toBe(422);
    expect(money.json().code).toBe('INVALID_FAZA');
    expect(failureOf(money)).toEqual(failureOf(moneyToNobody));
    expect({ pantry: await pantrySnapshot(ctx.sql), money: await moneySnapshot(ctx.sql) }).toEqual(
      before,
    );
  });

  it('finds only verified accounts by name enquiry', async () => {
    const hidden = await lookup(unverified.user.faza, verified.cookie);
    const nobody = await lookup(NOBODY, verified.cookie);
    expect(hidden.json()).toEqual({
      status: 'success',
      data: { valid: false, name: null, self: false },
    });
    expect(hidden.body).toBe(nobody.body);
    expect((await lookup(other.user.faza, verified.cookie)).json().data.valid).toBe(true);
  });

  it('still lets an unverified account buy for itself', async () => {
    const res = await buy(ctx, unverified.cookie);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets the account send and receive once its phone is verified', async () => {
    const late = await signedInUser(ctx, {}, { phoneVerified: false });
    await giveFood(ctx.sql, late.user.user_id, { ...RICE, quantity: 2 });
    expect((await sendFood(ctx, verified.cookie, rice(late.user.faza))).statusCode).toBe(422);
    await verifyPhoneThroughOutbox(ctx, late.cookie, late.account.phone);

    expect((await lookup(late.user.faza, verified.cookie)).json().data.valid).toBe(true);
    expect((await sendFood(ctx, verified.cookie, rice(late.user.faza))).statusCode).toBe(200);
    const money = await sendMoney(ctx, verified.cookie, { faza: late.user.faza, amount: 500 });
    expect(money.statusCode, money.body).toBe(200);
    expect((await sendFood(ctx, late.cookie, rice(other.user.faza))).statusCode).toBe(200);
    await expectLedgerSound(ctx.sql);
  });
});
