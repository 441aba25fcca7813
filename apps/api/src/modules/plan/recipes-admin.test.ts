import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, signInAs } from '../../../test/auth-helpers';
import { planGet, planMember, planPost } from '../../../test/plan-helpers';
import type { TestContext } from '../../../test/test-app';
import { RECIPES, seedRecipes } from './recipe-seed';

const EDIT = {
  name: 'Akara (bean cakes)',
  description: 'Crisp bean cakes.',
  servings: 6,
  'cook-minutes': 45,
  steps: ['Peel and blend the beans.', 'Fry spoonfuls until golden.'],
  tags: ['breakfast', 'vegetarian', 'no-pork', 'no-beef'],
  ingredients: [
    { 'product-id': 'honey-beans', name: 'Honey beans', quantity: 0.75, unit: 'kg' },
    { 'product-id': null, name: 'Salt', quantity: 1, unit: 'tbsp' },
  ],
};

/** Staff recipe editing: admins only (`recipes:edit`), audited, seen by members at once. */
describe('recipes in the staff console', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    await seedRecipes(ctx.sql);
  }, 60_000);
  afterAll(() => ctx.close());

  it('seeds at least 40 dishes once, each sold ingredient measurable', async () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(40);
    await seedRecipes(ctx.sql);
    const [n] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from recipes`;
    expect(n!.n).toBe(RECIPES.length);
    const unsold = await ctx.sql`
      select distinct i.name from recipe_ingredients i
      where i.product_id is null and i.name in (select id from products)`;
    expect(unsold).toEqual([]);
  });

  it('lets an admin edit a recipe, audited; others get 403', async () => {
    const admin = await signInAs(ctx, 'admin');
    const moderator = await signInAs(ctx, 'moderator');
    const put = (cookie: string) =>
      planPost(ctx, cookie, '/api/admin/recipes/akara', EDIT, null, 'PUT');
    expect((await put(moderator.cookie)).statusCode).toBe(403);
    const res = await put(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Akara (bean cakes)', servings: 6 });
    const [audit] = await ctx.sql`
      select action, subject_id from audit_log where subject_type = 'recipe'`;
    expect(audit).toMatchObject({ action: 'recipe.edit', subject_id: 'akara' });
    const member = await planMember(ctx, 'premium');
    const recipes = (await planGet(ctx, member.cookie, '/api/plan/recipes')).json().data.recipes;
    const akara = recipes.find((r: { id: string }) => r.id === 'akara');
    expect(akara.ingredients).toHaveLength(2);
    expect(akara.ingredients[0]).toMatchObject({ quantity: 0.75, 'per-serving': 0.125 });
    // A restart's seed leaves the edit alone.
    await seedRecipes(ctx.sql);
    const again = (await planGet(ctx, admin.cookie, '/api/admin/recipes')).json().data.recipes;
    expect(again.find((r: { id: string }) => r.id === 'akara').name).toBe('Akara (bean cakes)');
    const missing = await planPost(ctx, admin.cookie, '/api/admin/recipes/nope', EDIT, null, 'PUT');
    expect(missing.statusCode).toBe(404);
  });
});
