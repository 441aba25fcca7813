import { randomUUID } from 'node:crypto';
import { sessionCookies, sessionUser } from './auth-helpers';
import { fundWallet } from './wallet-helpers';
import type { TestContext } from './test-app';

const ADDRESS = {
  street: '12 Adeola Odeku Street',
  area: 'Victoria Island',
  city: 'Lagos',
  state: 'Lagos',
};

/** The most a delivery's fee can be with the seeded zones and bands (migration 041), and some. */
const FEE_FLOAT_KOBO = 10_000_00;

/**
 * `POST /api/pantry/consume` with a fresh Idempotency-Key unless given, the caller's wallet first
 * topped up to cover the delivery fee (tests of the fee itself use `consumeAsIs`).
 */
export async function consume(
  ctx: TestContext,
  cookie: string | undefined,
  items: { 'lot-id': string; quantity: number }[] | unknown,
  extra: Record<string, unknown> = {},
  key: string | null = randomUUID(),
) {
  const user = cookie ? await sessionUser(ctx.app, cookie) : null;
  if (user?.wallet_id) {
    const [wallet] = await ctx.sql<{ balance_kobo: number }[]>`
      select balance_kobo from wallets where id = ${user.wallet_id}`;
    if ((wallet?.balance_kobo ?? 0) < FEE_FLOAT_KOBO)
      await fundWallet(ctx.sql, user.wallet_id, FEE_FLOAT_KOBO);
  }
  return consumeAsIs(ctx, cookie, items, extra, key);
}

/** `POST /api/pantry/consume` with a fresh Idempotency-Key unless given, nothing added. */
export const consumeAsIs = (
  ctx: TestContext,
  cookie: string | undefined,
  items: { 'lot-id': string; quantity: number }[] | unknown,
  extra: Record<string, unknown> = {},
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pantry/consume',
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: { items, address: ADDRESS, phone: '08031234567', ...extra },
  });

/** Requests a delivery and returns its id (throws on refusal). */
export async function requestDelivery(
  ctx: TestContext,
  cookie: string,
  items: { 'lot-id': string; quantity: number }[],
): Promise<string> {
  const res = await consume(ctx, cookie, items);
  if (res.statusCode !== 201) throw new Error(`consume failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

/** A staff step: dispatch, deliver or cancel (with a reason). */
export const staffStep = (
  ctx: TestContext,
  cookie: string | undefined,
  id: string,
  step: 'dispatch' | 'deliver' | 'cancel',
  payload?: object,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/deliveries/${id}/${step}`,
    cookies: sessionCookies(ctx.app, cookie),
    ...(payload ? { payload } : step === 'cancel' ? { payload: {} } : {}),
  });

export const customerCancel = (ctx: TestContext, cookie: string | undefined, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/deliveries/${id}/cancel`,
    cookies: sessionCookies(ctx.app, cookie),
  });

/** What a lot holds now. */
export async function lotQuantity(ctx: TestContext, lotId: string): Promise<number> {
  const [row] = await ctx.sql<{ quantity: number }[]>`
    select quantity from pantry_lots where id = ${lotId}`;
  return row!.quantity;
}
