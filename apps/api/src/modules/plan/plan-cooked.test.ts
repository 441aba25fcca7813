import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../../../test/auth-helpers';
import { giveFood, lotsOffJournal, pantrySnapshot } from '../../../test/pantry-helpers';
import {
  cook,
  FOOD,
  lotQuantities,
  planGet,
  planMember,
  planPost,
  stockJollof,
} from '../../../test/plan-helpers';
import type { TestContext } from '../../../test/test-app';
import { seedRecipes } from './recipe-seed';

/**
 * "I cooked it" (docs/decisions/0037-food-planning.md): first-expiry-first, one journal entry of
 * kind consume, opened bags, idempotent, refusals that change nothing, and an exact undo.
 */
describe('I cooked it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
  }, 60_000);
  afterAll(() => ctx.close());

  it('is for Premium members: basic gets 403 with the reason, signed out 401', async () => {
    const basic = await planMember(ctx, 'basic');
    for (const url of [
      '/api/plan/recipes',
      '/api/plan/cookable',
      '/api/plan/week',
      '/api/plan/shopping-list',
    ]) {
      const res = await planGet(ctx, basic.cookie, url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'PREMIUM_REQUIRED']);
      expect((await planGet(ctx, undefined, url)).statusCode).toBe(401);
    }
    const cooked = await cook(ctx, basic.cookie, 'jollof-rice');
    expect([cooked.statusCode, cooked.json().code]).toEqual([403, 'PREMIUM_REQUIRED']);
    const auto = await planPost(ctx, basic.cookie, '/api/plan/week/auto', {
      budget: 50000,
      household: 4,
    });
    expect(auto.statusCode).toBe(403);
  });

  it('lists at least 40 recipes mapped to catalogue items', async () => {
    const member = await planMember(ctx, 'premium');
    const res = await planGet(ctx, member.cookie, '/api/plan/recipes');
    expect(res.statusCode).toBe(200);
    const recipes = res.json().data.recipes;
    expect(recipes.length).toBeGreaterThanOrEqual(40);
    const jollof = recipes.find((r: { id: string }) => r.id === 'jollof-rice');
    expect(jollof.ingredients[0]).toMatchObject({
      'product-id': 'parboiled-rice',
      name: 'Foreign parboiled rice',
      quantity: 0.8,
      unit: 'kg',
      'per-serving': 0.2,
      sold: true,
    });
    expect(jollof.ingredients.some((i: { sold: boolean }) => !i.sold)).toBe(true);
  });

  it('ranks what the pantry can cook, expiring food first, with the missing priced', async () => {
    const member = await planMember(ctx, 'premium');
    await stockJollof(ctx, member.user.user_id, 2);
    const res = await planGet(ctx, member.cookie, '/api/plan/cookable?servings=4');
    expect(res.statusCode).toBe(200);
    const [first, ...rest] = res.json().data.recipes;
    expect(first).toMatchObject({ 'can-cook': true, 'uses-expiring': true, missing: [] });
    expect(['jollof-rice', 'vegetable-jollof', 'masa']).toContain(first.id);
    const beans = rest.find((r: { id: string }) => r.id === 'beans-porridge');
    expect(beans['can-cook']).toBe(false);
    expect(
      beans.missing.find((m: { 'product-id': string }) => m['product-id'] === 'honey-beans'),
    ).toMatchObject({
      short: '600 g',
      buy: { 'quantity-type': '1kg', quantity: 1, 'unit-price-kobo': 230_000 },
    });
    // A bigger household needs more rice than the pantry holds.
    const big = await planGet(ctx, member.cookie, '/api/plan/cookable?servings=30');
    const jollof = big.json().data.recipes.find((r: { id: string }) => r.id === 'jollof-rice');
    expect(jollof['can-cook']).toBe(false);
  });

  it('takes first-expiry-first as one consume entry, opening a bag, and undoes exactly', async () => {
    const member = await planMember(ctx, 'premium');
    const lots = await stockJollof(ctx, member.user.user_id, 2);
    const before = await lotQuantities(ctx, member.user.user_id);
    const key = randomUUID();
    const res = await cook(ctx, member.cookie, 'jollof-rice', 4, key);
    expect(res.statusCode).toBe(200);
    const cooked = res.json().data;
    // The soonest rice bag left whole; 4200 g of it came back as an opened lot.
    expect(cooked.lines).toContainEqual(
      expect.objectContaining({ 'lot-id': lots.riceSoon, quantity: -1 }),
    );
    expect(cooked.lines).toContainEqual(
      expect.objectContaining({
        name: 'Foreign parboiled rice',
        'quantity-type': 'g',
        quantity: 4200,
      }),
    );
    expect(cooked.lines).toContainEqual(
      expect.objectContaining({ 'lot-id': lots.paste, quantity: -1 }),
    );
    expect(cooked.lines).not.toContainEqual(expect.objectContaining({ 'lot-id': lots.riceLate }));
    const journal = await ctx.sql<{ kind: string; n: number }[]>`
      select kind, count(*)::int as n from pantry_journal where cooking_id = ${cooked.id} group by kind`;
    expect(journal).toEqual([{ kind: 'consume', n: cooked.lines.length }]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    // In grams, the rice journal of the cooking is exactly what the dish used.
    const [rice] = await ctx.sql<{ grams: number }[]>`
      select sum(j.quantity * case l.quantity_type when '5kg' then 5000 else 1 end)::int as grams
      from pantry_journal j join pantry_lots l on l.id = j.lot_id
      where j.cooking_id = ${cooked.id} and l.product_id = 'parboiled-rice'`;
    expect(rice!.grams).toBe(-800);

    // A retry with the same key answers the first cooking and takes nothing more.
    const again = await cook(ctx, member.cookie, 'jollof-rice', 4, key);
    expect(again.json().data.id).toBe(cooked.id);
    const [count] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from cookings where owner_id = ${member.user.user_id}`;
    expect(count!.n).toBe(1);

    const undo = await planPost(ctx, member.cookie, `/api/plan/cooked/${cooked.id}/undo`);
    expect(undo.statusCode).toBe(200);
    const after = await lotQuantities(ctx, member.user.user_id);
    // Every original lot holds what it held; the opened rest is empty.
    for (const [id, quantity] of Object.entries(before))
      expect([id, after[id]]).toEqual([id, quantity]);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(
      Object.values(before).reduce((a, b) => a + b, 0),
    );
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    const twice = await planPost(ctx, member.cookie, `/api/plan/cooked/${cooked.id}/undo`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ALREADY_UNDONE']);
  });

  it('refuses what is not held, expired food, a missing key, and a late undo', async () => {
    const member = await planMember(ctx, 'premium_plus');
    const snapshot = await pantrySnapshot(ctx.sql);
    const none = await cook(ctx, member.cookie, 'egusi-and-eba');
    expect([none.statusCode, none.json().code]).toEqual([422, 'NOT_ENOUGH_FOOD']);
    expect(await pantrySnapshot(ctx.sql)).toEqual(snapshot);

    await giveFood(
      ctx.sql,
      member.user.user_id,
      { ...FOOD.beans, quantity: 5 },
      { expiresInDays: -1 },
    );
    const expired = await cook(ctx, member.cookie, 'jollof-beans');
    expect([expired.statusCode, expired.json().code]).toEqual([422, 'NOT_ENOUGH_FOOD']);

    const unknown = await cook(ctx, member.cookie, 'no-such-dish');
    expect(unknown.statusCode).toBe(404);
    const noKey = await planPost(
      ctx,
      member.cookie,
      '/api/plan/cooked',
      { 'recipe-id': 'akara', servings: 4 },
      null,
    );
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);

    await stockJollof(ctx, member.user.user_id);
    const cooked = (await cook(ctx, member.cookie, 'jollof-rice')).json().data;
    await ctx.sql`update cookings set created_at = now() - interval '11 minutes' where id = ${cooked.id}`;
    const late = await planPost(ctx, member.cookie, `/api/plan/cooked/${cooked.id}/undo`);
    expect([late.statusCode, late.json().code]).toEqual([409, 'UNDO_TOO_LATE']);
    // Nobody else can undo it.
    const other = await planMember(ctx, 'premium');
    const foreign = await planPost(ctx, other.cookie, `/api/plan/cooked/${cooked.id}/undo`);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an undo when the opened rest has since moved', async () => {
    const member = await planMember(ctx, 'premium');
    await stockJollof(ctx, member.user.user_id);
    const first = (await cook(ctx, member.cookie, 'jollof-rice')).json().data;
    // The second cooking uses the opened grams of the first.
    const second = await cook(ctx, member.cookie, 'jollof-rice');
    expect(second.statusCode).toBe(200);
    const undo = await planPost(ctx, member.cookie, `/api/plan/cooked/${first.id}/undo`);
    expect([undo.statusCode, undo.json().code]).toEqual([409, 'UNDO_MOVED']);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });

  it('asks how much was used when a lot cannot be measured, and takes what the person says', async () => {
    const member = await planMember(ctx, 'premium');
    const owner = member.user.user_id;
    await giveFood(ctx.sql, owner, { name: 'Yam tuber', type: '1 tuber', quantity: 1 });
    await giveFood(ctx.sql, owner, { ...FOOD.palmOil, quantity: 1 });
    await giveFood(ctx.sql, owner, { ...FOOD.onions, quantity: 1 });
    await giveFood(ctx.sql, owner, { ...FOOD.pepper, quantity: 1 });
    const bowl = await giveFood(ctx.sql, owner, {
      name: 'Crayfish (ground)',
      type: 'a big bowl',
      quantity: 2,
    });
    const asked = await cook(ctx, member.cookie, 'yam-and-palm-oil-sauce');
    expect([asked.statusCode, asked.json().code]).toEqual([422, 'ASK_AMOUNT']);
    expect(asked.json().error).toContain('Crayfish (ground)');
    const told = await planPost(ctx, member.cookie, '/api/plan/cooked', {
      'recipe-id': 'yam-and-palm-oil-sauce',
      servings: 4,
      used: [{ 'lot-id': bowl, quantity: 1 }],
    });
    expect(told.statusCode).toBe(200);
    expect(told.json().data.lines).toContainEqual(
      expect.objectContaining({ 'lot-id': bowl, quantity: -1 }),
    );
    const tooMuch = await planPost(ctx, member.cookie, '/api/plan/cooked', {
      'recipe-id': 'yam-and-palm-oil-sauce',
      servings: 4,
      used: [{ 'lot-id': bowl, quantity: 5 }],
    });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([422, 'TOO_MUCH']);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
  });
});
