import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp } from '../../../test/auth-helpers';
import { runPool } from '../../../test/concurrency';
import { giveFood, lotsOffJournal } from '../../../test/pantry-helpers';
import {
  cook,
  FOOD,
  lotQuantities,
  planMember,
  planPost,
  stockJollof,
} from '../../../test/plan-helpers';
import type { TestContext } from '../../../test/test-app';
import { seedRecipes } from './recipe-seed';

/** Grams of rice the owner holds, opened rests included. */
const riceGrams = async (ctx: TestContext, ownerId: string) => {
  const [row] = await ctx.sql<{ grams: number }[]>`
    select coalesce(sum(quantity * case quantity_type when '5kg' then 5000 when '1kg' then 1000
                                                      else 1 end), 0)::int as grams
    from pantry_lots where owner_id = ${ownerId} and product_id = 'parboiled-rice'`;
  return row!.grams;
};

/**
 * Food is conserved under concurrent cooking (docs/decisions/0037-food-planning.md): cookings at
 * once on the same lots never drive a lot below zero, take exactly what each successful one
 * used, and concurrent undos put back exactly what was there.
 */
describe('food conservation under concurrent cooking', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
  }, 60_000);
  afterAll(() => ctx.close());

  it('two "I cooked it" at once on food for one: one cooks, one is refused', async () => {
    const member = await planMember(ctx, 'premium');
    // Rice for one dish only (1 kg for 800 g); everything else twice over.
    await giveFood(
      ctx.sql,
      member.user.user_id,
      { ...FOOD.rice1, quantity: 1 },
      { expiresInDays: 5 },
    );
    await stockJollof(ctx, member.user.user_id);
    await ctx.sql`update pantry_lots set quantity = 0 where owner_id = ${member.user.user_id}
                  and quantity_type = '5kg'`;
    await ctx.sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
                  select id, owner_id, 'adjust', -1 from pantry_lots
                  where owner_id = ${member.user.user_id} and quantity_type = '5kg'`;
    const [a, b] = await Promise.all([
      cook(ctx, member.cookie, 'jollof-rice'),
      cook(ctx, member.cookie, 'jollof-rice'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect(await ctx.sql`select id from pantry_lots where quantity < 0`).toEqual([]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    expect(await riceGrams(ctx, member.user.user_id)).toBe(200);
  });

  it('many cookings at once take exactly what succeeded, and undos restore exactly', async () => {
    const member = await planMember(ctx, 'premium_plus');
    const owner = member.user.user_id;
    // 10 kg of rice in two lots and the rest plenty: rice is what runs out (12 × 800 g).
    await giveFood(ctx.sql, owner, { ...FOOD.rice, quantity: 1 }, { expiresInDays: 3 });
    await giveFood(ctx.sql, owner, { ...FOOD.rice1, quantity: 5 }, { expiresInDays: 9 });
    for (let i = 0; i < 4; i++) await stockJollof(ctx, owner, 30);
    await giveFood(ctx.sql, owner, { ...FOOD.paste, quantity: 8 });
    await ctx.sql`update pantry_lots set quantity = 0 where owner_id = ${owner}
                  and quantity_type = '5kg' and expires_at > now() + interval '10 days'`;
    await ctx.sql`insert into pantry_journal (lot_id, owner_id, kind, quantity)
                  select id, owner_id, 'adjust', -1 from pantry_lots
                  where owner_id = ${owner} and quantity_type = '5kg' and quantity = 0`;
    const before = await lotQuantities(ctx, owner);
    const gramsBefore = await riceGrams(ctx, owner);
    expect(gramsBefore).toBe(10_000);

    const keys = Array.from({ length: 16 }, () => randomUUID());
    const answers = await runPool(
      keys
        .flatMap((key) => [() => cook(ctx, member.cookie, 'jollof-rice', 4, key)])
        .concat(
          // Some retries of the same keys, racing the first.
          keys.slice(0, 4).map((key) => () => cook(ctx, member.cookie, 'jollof-rice', 4, key)),
        ),
      8,
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.id));
    const [cookings] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from cookings where owner_id = ${owner}`;
    expect(cookings!.n).toBe(ids.size);
    expect(ids.size).toBe(12);
    expect(await ctx.sql`select id from pantry_lots where quantity < 0`).toEqual([]);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    expect(await riceGrams(ctx, owner)).toBe(gramsBefore - 800 * ids.size);

    // Undo them all at once, each twice: every lot returns to exactly what it held.
    const undos = await runPool(
      [...ids, ...ids].map(
        (id) => () => planPost(ctx, member.cookie, `/api/plan/cooked/${id}/undo`),
      ),
      8,
    );
    const undone = undos.filter((r) => r.statusCode === 200).length;
    const moved = undos.filter((r) => r.json().code === 'UNDO_MOVED').length;
    expect(undos.filter((r) => ![200, 409].includes(r.statusCode))).toEqual([]);
    // A cooking whose opened rest fed a later one can only be undone after that one.
    for (let round = 0; round < 12 && moved > 0; round++)
      for (const id of ids) await planPost(ctx, member.cookie, `/api/plan/cooked/${id}/undo`);
    const [left] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from cookings where owner_id = ${owner} and undone_at is null`;
    expect([undone, left!.n]).toEqual([undone, 0]);
    const after = await lotQuantities(ctx, owner);
    for (const [id, quantity] of Object.entries(before))
      expect([id, after[id]]).toEqual([id, quantity]);
    for (const [id, quantity] of Object.entries(after))
      if (!(id in before)) expect([id, quantity]).toEqual([id, 0]);
    expect(await riceGrams(ctx, owner)).toBe(gramsBefore);
    expect(await lotsOffJournal(ctx.sql)).toEqual([]);
    // The journal of every cooking sums to nothing once undone.
    const open = await ctx.sql`
      select cooking_id from pantry_journal where cooking_id is not null and owner_id = ${owner}
      group by cooking_id, lot_id having sum(quantity) <> 0`;
    expect(open).toEqual([]);
  }, 120_000);
});
