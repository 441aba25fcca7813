import { randomUUID } from 'node:crypto';
import type { SubscriptionTier } from '@faza/shared';
import { sessionCookies, signedInUser } from './auth-helpers';
import { giveFood } from './pantry-helpers';
import type { TestContext } from './test-app';

/** Catalogue names and tiers the planning tests stock pantries with. */
export const FOOD = {
  rice: { name: 'Foreign parboiled rice', type: '5kg' },
  rice1: { name: 'Foreign parboiled rice', type: '1kg' },
  paste: { name: 'Tomato paste (400 g tin)', type: '1 tin' },
  onions: { name: 'Onions', type: '1kg' },
  pepper: { name: 'Scotch bonnet pepper (ata rodo)', type: 'per nylon' },
  oil: { name: 'Vegetable oil', type: '1 litre' },
  cubes: { name: 'Seasoning cubes (100 cubes)', type: '1 packet' },
  beans: { name: 'Honey beans (oloyin)', type: '1kg' },
  crayfish: { name: 'Crayfish (ground)', type: 'per derica' },
  palmOil: { name: 'Palm oil', type: '1 litre' },
} as const;

/** A signed-in member of the tier, with a verified phone. */
export async function planMember(ctx: TestContext, tier: SubscriptionTier) {
  const member = await signedInUser(ctx);
  if (tier !== 'basic')
    await ctx.sql`update users set subscription_tier = ${tier},
                  subscription_ends_at = now() + interval '30 days'
                  where id = ${member.user.user_id}`;
  return member;
}

/** Everything jollof rice for 4 needs, once over, the rice expiring first in `riceDays`. */
export async function stockJollof(ctx: TestContext, ownerId: string, riceDays = 2) {
  const lots = {
    riceSoon: await giveFood(
      ctx.sql,
      ownerId,
      { ...FOOD.rice, quantity: 1 },
      { expiresInDays: riceDays },
    ),
    riceLate: await giveFood(
      ctx.sql,
      ownerId,
      { ...FOOD.rice, quantity: 1 },
      { expiresInDays: 20 },
    ),
    paste: await giveFood(ctx.sql, ownerId, { ...FOOD.paste, quantity: 2 }),
    onions: await giveFood(ctx.sql, ownerId, { ...FOOD.onions, quantity: 1 }),
    pepper: await giveFood(ctx.sql, ownerId, { ...FOOD.pepper, quantity: 1 }),
    oil: await giveFood(ctx.sql, ownerId, { ...FOOD.oil, quantity: 1 }),
    cubes: await giveFood(ctx.sql, ownerId, { ...FOOD.cubes, quantity: 1 }),
  };
  return lots;
}

export const planGet = (ctx: TestContext, cookie: string | undefined, url: string) =>
  ctx.app.inject({ url, cookies: sessionCookies(ctx.app, cookie) });

export const planPost = (
  ctx: TestContext,
  cookie: string | undefined,
  url: string,
  payload: object = {},
  key: string | null = randomUUID(),
  method: 'POST' | 'PUT' = 'POST',
) =>
  ctx.app.inject({
    method,
    url,
    cookies: sessionCookies(ctx.app, cookie),
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });

export const cook = (
  ctx: TestContext,
  cookie: string,
  recipeId: string,
  servings = 4,
  key: string = randomUUID(),
) => planPost(ctx, cookie, '/api/plan/cooked', { 'recipe-id': recipeId, servings }, key);

/** Each lot's quantity, by id. */
export async function lotQuantities(ctx: TestContext, ownerId: string) {
  const rows = await ctx.sql<{ id: string; quantity: number }[]>`
    select id, quantity from pantry_lots where owner_id = ${ownerId} order by id`;
  return Object.fromEntries(rows.map((r) => [r.id, r.quantity]));
}
