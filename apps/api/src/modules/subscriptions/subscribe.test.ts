import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@faza/shared';
import { createAuthTestApp, me, signedInUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import {
  balanceOf,
  expectLedgerSound,
  fundWallet,
  history,
  moneySnapshot,
  subscribe,
} from '../../../test/wallet-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/user/subscribe/{type}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const funded = async (naira: number) => {
    const who = await signedInUser(ctx);
    if (naira > 0) await fundWallet(ctx.sql, who.user.wallet_id!, naira * 100);
    return who;
  };

  it('charges the spec price, sets the tier and end date, and /me follows', async () => {
    const ada = await funded(10_000);
    const res = await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      tier: 'premium',
      charged: 250_000,
      credited: 0,
      balance: 7500,
      is_premium: true,
      is_premium_plus: false,
    });
    const ends = new Date(data.ends_at).getTime();
    expect(ends - Date.now()).toBeGreaterThan(27 * DAY);
    expect(ends - Date.now()).toBeLessThan(32 * DAY);
    const user = (await me(ctx.app, ada.cookie)).json().data;
    expect(user).toMatchObject({
      is_premium: true,
      is_premium_plus: false,
      subscription_tier: 'premium',
    });
    const out = (await history(ctx, ada.cookie, '?direction=outgoing')).json().data.transactions;
    expect(out[0]).toMatchObject({
      amount: -250_000,
      channel: 'subscription',
      type: 'subscription',
      description: 'Premium monthly subscription',
    });
  });

  it('the same tier extends from the current end date', async () => {
    const ada = await funded(30_000);
    const first = (await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' })).json().data;
    const second = (await subscribe(ctx, ada.cookie, 'premium', { period: 'yearly' })).json().data;
    const firstEnd = new Date(first.ends_at);
    const expected = new Date(firstEnd);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(second.ends_at).toBe(expected.toISOString());
    expect(second.balance).toBe(30_000 - 2_500 - 25_000);
    await expectLedgerSound(ctx.sql);
  });

  it('upgrading credits the unused Premium pro rata and starts Premium Plus now', async () => {
    const ada = await funded(20_000);
    await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' });
    // Half of the month used: move the paid period back by its half.
    const [period] =
      await ctx.sql`select starts_at, ends_at from subscription_periods where user_id = ${ada.user.user_id}`;
    const length = period!.ends_at.getTime() - period!.starts_at.getTime();
    const shift = `${Math.round(length / 2)} milliseconds`;
    await ctx.sql`update subscription_periods set starts_at = starts_at - ${shift}::interval, ends_at = ends_at - ${shift}::interval
                  where user_id = ${ada.user.user_id}`;
    await ctx.sql`update users set subscription_ends_at = subscription_ends_at - ${shift}::interval where id = ${ada.user.user_id}`;
    const res = await subscribe(ctx, ada.cookie, 'premium_plus', { period: 'monthly' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.credited).toBeGreaterThan(124_000);
    expect(data.credited).toBeLessThanOrEqual(125_000);
    expect(data).toMatchObject({
      tier: 'premium_plus',
      charged: 500_000,
      is_premium: true,
      is_premium_plus: true,
    });
    expect(data.balance_kobo).toBe(20_000_00 - 250_000 + data.credited - 500_000);
    expect(new Date(data.ends_at).getTime() - Date.now()).toBeGreaterThan(27 * DAY);
    const incoming = (await history(ctx, ada.cookie, '?direction=incoming')).json().data
      .transactions;
    expect(incoming[0]).toMatchObject({
      channel: 'refund',
      type: 'subscription_credit',
      amount: data.credited,
    });
    // A second upgrade-like call (plus again) credits nothing more.
    const again = (await subscribe(ctx, ada.cookie, 'premium_plus', { period: 'monthly' })).json()
      .data;
    expect(again.credited).toBe(0);
    await expectLedgerSound(ctx.sql);
  });

  it('refuses when short of money (credit included) and changes nothing', async () => {
    const ada = await funded(3_000);
    await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' });
    const before = await moneySnapshot(ctx.sql);
    const res = await subscribe(ctx, ada.cookie, 'premium_plus', { period: 'yearly' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(WALLET_MESSAGES.insufficientBalance);
    expect(await moneySnapshot(ctx.sql)).toEqual(before);
    expect(await balanceOf(ctx, ada.cookie, ada.user.wallet_id!)).toBe(500);
  });

  it('refuses bad input and a downgrade while Premium Plus lasts', async () => {
    const ada = await funded(6_000);
    expect((await subscribe(ctx, ada.cookie, 'basic', { period: 'monthly' })).statusCode).toBe(400);
    expect((await subscribe(ctx, ada.cookie, 'premium', { period: 'weekly' })).json().error).toBe(
      WALLET_MESSAGES.subscriptionPeriodInvalid,
    );
    expect(
      (await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' }, null)).statusCode,
    ).toBe(400);
    await subscribe(ctx, ada.cookie, 'premium_plus', { period: 'monthly' });
    const down = await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' });
    expect(down.statusCode).toBe(409);
  });

  it('is basic again once the end date passed (derived when read)', async () => {
    const ada = await funded(2_500);
    await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' });
    await ctx.sql`update users set subscription_ends_at = now() - interval '1 minute' where id = ${ada.user.user_id}`;
    expect((await me(ctx.app, ada.cookie)).json().data).toMatchObject({
      is_premium: false,
      is_premium_plus: false,
    });
    const status = await ctx.app.inject({
      url: '/api/user/subscription',
      cookies: { faza_session: ada.cookie },
    });
    expect(status.json().data).toEqual({
      tier: 'basic',
      ends_at: null,
      is_premium: false,
      is_premium_plus: false,
    });
  });
});
