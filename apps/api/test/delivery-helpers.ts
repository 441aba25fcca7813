import { randomUUID } from 'node:crypto';
import { sessionCookies } from './auth-helpers';
import type { TestContext } from './test-app';

const ADDRESS = {
  street: '12 Adeola Odeku Street',
  area: 'Victoria Island',
  city: 'Lagos',
  state: 'Lagos',
};

/** `POST /api/pantry/consume` with a fresh Idempotency-Key unless given. */
export const consume = (
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
