import { randomUUID } from 'node:crypto';
import type { BuyRequest } from '@faza/shared';
import { sessionCookies } from './auth-helpers';
import type { TestContext } from './test-app';

/** Two lines of rice and a Starter Pack: 2 × ₦9,600 + ₦16,000 = ₦35,200. */
export const SAMPLE_ORDER: BuyRequest = {
  items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 }],
  bundles: [{ id: 'starter-pack', quantity: 1 }],
  'payment-method': 'bank_transfer',
};
export const SAMPLE_TOTAL_KOBO = 3_520_000;

/** `POST /api/shop/buy` as the signed-in `cookie`, with a fresh Idempotency-Key unless given. */
export const buy = (
  ctx: TestContext,
  cookie: string | undefined,
  body: unknown = SAMPLE_ORDER,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/shop/buy',
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body as object,
  });

/** Places the sample bank-transfer order and returns its id. */
export async function placeOrder(ctx: TestContext, cookie: string, body: unknown = SAMPLE_ORDER) {
  const res = await buy(ctx, cookie, body);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

export const orderAction = (
  ctx: TestContext,
  cookie: string | undefined,
  id: string,
  action: 'cancel' | 'payment-submitted',
  payload: object = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/${action}`,
    cookies: sessionCookies(ctx.app, cookie),
    payload,
  });

export const getOrder = (ctx: TestContext, cookie: string | undefined, id: string) =>
  ctx.app.inject({ url: `/api/orders/${id}`, cookies: sessionCookies(ctx.app, cookie) });
