import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, lagosToday, type CreateCircleRequest } from '@faza/shared';
import type { Sql } from '../src/db/sql';
import { sessionCookies, signedInUser } from './auth-helpers';
import { setTier } from './discount-helpers';
import type { TestContext } from './test-app';
import { fundWallet } from './wallet-helpers';

/** The Lagos day `days` from today. */
export const dayFromToday = (days: number, now = new Date()) => addDays(lagosToday(now), days);

/** A save-together circle for two weekly instalments of the starter pack, starting tomorrow. */
export const circleBody = (overrides: Partial<CreateCircleRequest> = {}): CreateCircleRequest => ({
  name: 'December foodstuff',
  kind: 'save_together',
  goal: { 'bundle-id': 'starter-pack' },
  schedule: 'weekly',
  instalments: 2,
  'max-members': 5,
  'start-date': dayFromToday(1),
  ...overrides,
});

/** Any circles request, with a fresh Idempotency-Key unless told otherwise. */
export const circleCall = (
  ctx: TestContext,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  key: string | null = randomUUID(),
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null || method === 'GET' ? {} : { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A signed-in member with a verified phone, a tier and `kobo` in their wallet. */
export async function circleUser(
  ctx: TestContext,
  tier: 'basic' | 'premium' | 'premium_plus' = 'basic',
  kobo = 0,
) {
  const u = await signedInUser(ctx);
  if (tier !== 'basic') await setTier(ctx.sql, u.user.user_id, tier);
  if (kobo > 0) await fundWallet(ctx.sql, u.user.wallet_id!, kobo);
  return { ...u, id: u.user.user_id, walletId: u.user.wallet_id!, faza: u.user.faza };
}
export type CircleUser = Awaited<ReturnType<typeof circleUser>>;

/** Everything a refused request could have changed, for "nothing changed" comparisons. */
export async function circleSnapshot(sql: Sql) {
  return {
    circles: await sql`select id, state from circles order by id`,
    members:
      await sql`select id, status, paid_kobo, refunded_kobo, autopay from circle_members order by id`,
    invites: await sql`select circle_id, user_id from circle_invites order by circle_id, user_id`,
    payments: await sql`select id from circle_payments order by id`,
    transfers: await sql`select id from ledger_transfers order by id`,
    wallets: await sql`select id, balance_kobo from wallets order by id`,
  };
}

/** What the pantry journal holds for a user from orders paid by circles. */
export async function circleFood(sql: Sql, userId: string) {
  return sql<{ product_id: string; quantity_type: string; quantity: number }[]>`
    select l.product_id, l.quantity_type, sum(j.quantity)::int as quantity
      from pantry_journal j
      join pantry_lots l on l.id = j.lot_id
      join orders o on o.id = j.order_id
     where o.user_id = ${userId} and o.payment_method = 'circle' and j.kind = 'purchase'
     group by l.product_id, l.quantity_type order by l.product_id, l.quantity_type`;
}

/** The starter pack, in two weekly instalments of ₦8,000. */
export const STARTER_PRICE = 1_600_000;
/** What one starter pack puts in a pantry. */
export const STARTER_FOOD = [
  { product_id: 'ata-rodo', quantity_type: 'per nylon', quantity: 1 },
  { product_id: 'honey-beans', quantity_type: '1kg', quantity: 1 },
  { product_id: 'onions', quantity_type: '1kg', quantity: 1 },
  { product_id: 'palm-oil', quantity_type: '1 litre', quantity: 1 },
  { product_id: 'parboiled-rice', quantity_type: '5kg', quantity: 1 },
  { product_id: 'tomato-paste', quantity_type: '1 tin', quantity: 1 },
];

export const walletKobo = async (sql: Sql, u: CircleUser) =>
  Number((await sql`select balance_kobo from wallets where id = ${u.walletId}`)[0]!.balance_kobo);

/** A circle run by a new Premium member, joined by `others` new members; `money` funds each. */
export async function circleWith(
  ctx: TestContext,
  others: number,
  money: number[],
  overrides: Partial<CreateCircleRequest> = {},
) {
  const creator = await circleUser(ctx, 'premium', money[0] ?? 0);
  const res = await circleCall(ctx, creator.cookie, 'POST', '/circles', circleBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  const circle = res.json().data.circle;
  const members = [creator];
  for (let i = 0; i < others; i++) {
    const m = await circleUser(ctx, 'basic', money[i + 1] ?? 0);
    const joined = await circleCall(ctx, m.cookie, 'POST', `/circles/${circle.id}/accept`, {
      code: circle['invite-code'],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    members.push(m);
  }
  return { id: circle.id as string, start: circle['start-date'] as string, members };
}
