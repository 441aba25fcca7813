import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, WALLET_MESSAGES, type AuthUser } from '@faza/shared';
import { createAuthTestApp, signedInUser } from '../../test/auth-helpers';
import { buy } from '../../test/order-helpers';
import type { TestContext } from '../../test/test-app';
import { fundWallet, subscribe, topUp, verifyTopUp } from '../../test/wallet-helpers';

/*
 * Checkout, top-ups, top-up checks and subscriptions each have a per-user limit (each writes rows,
 * moves money or calls the payment provider): past it, 429 with retryAfterSeconds and Retry-After,
 * and another user is not affected. The limits are set at their floors here.
 */

type Who = { cookie: string; user: AuthUser };
let ctx: TestContext;
let ada: Who;
let bola: Who;
beforeAll(async () => {
  ctx = await createAuthTestApp({
    CHECKOUTS_PER_HOUR: '5',
    TOPUPS_PER_HOUR: '5',
    TOPUP_VERIFICATIONS_PER_MINUTE: '10',
    SUBSCRIPTIONS_PER_HOUR: '3',
  });
  ada = await signedInUser(ctx);
  bola = await signedInUser(ctx);
});
afterAll(() => ctx.close());

function expectRefused(res: LightMyRequestResponse, message: (seconds: number) => string) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ status: 'failed', code: 'RATE_LIMITED' });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  expect(body.error).toBe(message(body.retryAfterSeconds));
}

describe('per-user limits', () => {
  it('POST /api/shop/buy: CHECKOUTS_PER_HOUR orders an hour', async () => {
    for (let i = 0; i < 5; i++) expect((await buy(ctx, ada.cookie)).statusCode).toBe(201);
    expectRefused(await buy(ctx, ada.cookie), ORDER_MESSAGES.tooManyCheckouts);
    expect((await buy(ctx, bola.cookie)).statusCode).toBe(201);
  });

  it('POST /api/wallet/topup: TOPUPS_PER_HOUR top-ups an hour', async () => {
    for (let i = 0; i < 5; i++) {
      const method = 'card';
      expect((await topUp(ctx, ada.cookie, { amount: 1000, method })).statusCode).toBe(201);
    }
    expectRefused(
      await topUp(ctx, ada.cookie, { amount: 1000, method: 'card' }),
      WALLET_MESSAGES.tooManyTopUps,
    );
    expect((await topUp(ctx, bola.cookie, { amount: 1000, method: 'card' })).statusCode).toBe(201);
  });

  it('POST /api/wallet/verify/…: TOPUP_VERIFICATIONS_PER_MINUTE checks a minute', async () => {
    const started = await topUp(ctx, bola.cookie, { amount: 1000, method: 'card' });
    const { reference } = started.json().data as { reference: string };
    for (let i = 0; i < 10; i++) {
      const res = await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id);
      expect(res.statusCode).toBe(200);
    }
    expectRefused(
      await verifyTopUp(ctx, bola.cookie, reference, bola.user.user_id),
      WALLET_MESSAGES.tooManyVerifications,
    );
    // Made-up references count too: probing is no way around the limit.
    expectRefused(
      await verifyTopUp(ctx, bola.cookie, 'TOP-MADEUP000000000000', bola.user.user_id),
      WALLET_MESSAGES.tooManyVerifications,
    );
  });

  it('POST /api/user/subscribe/{type}: SUBSCRIPTIONS_PER_HOUR purchases an hour', async () => {
    await fundWallet(ctx.sql, ada.user.wallet_id!, 100_000_00);
    for (let i = 0; i < 3; i++)
      expect((await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' })).statusCode).toBe(
        200,
      );
    expectRefused(
      await subscribe(ctx, ada.cookie, 'premium', { period: 'monthly' }),
      WALLET_MESSAGES.tooManySubscriptions,
    );
  });
});
