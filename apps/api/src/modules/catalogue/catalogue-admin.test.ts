import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { getOrder, placeOrder } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';

describe('admin edits the catalogue', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let moderator: string;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await signInAs(ctx, 'admin');
    moderator = (await signInAs(ctx, 'moderator')).cookie;
    customer = await signedInUser(ctx);
  });
  afterAll(() => ctx.close());

  const patch = (what: string, payload: object, cookie = admin.cookie) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/${what}`,
      cookies: sessionCookies(ctx.app, cookie),
      payload,
    });
  const shop = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: '/api/shop', headers });

  it('lists products and bundles with cost and margin', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/catalogue',
      cookies: sessionCookies(ctx.app, admin.cookie),
    });
    expect(res.statusCode).toBe(200);
    const starter = res.json().data.bundles.find((b: { id: string }) => b.id === 'starter-pack');
    expect(starter).toMatchObject({
      selling_price_kobo: 1_600_000,
      cost_price_kobo: 1_383_000,
      margin_percent: 13.6,
      singles_total_kobo: 1_840_000,
    });
  });

  it('changes a tier price: /api/shop shows it at once with a new ETag; orders keep theirs', async () => {
    const orderId = await placeOrder(ctx, customer.cookie);
    const first = await shop();
    const etag = first.headers.etag as string;
    const res = await patch('products/parboiled-rice', {
      tiers: [{ label: '5kg', price_kobo: 9_900_00 }],
      description: 'Long grain, stone-free.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tiers).toContainEqual({ label: '5kg', price_kobo: 9_900_00 });

    const after = await shop({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const rice = after.json().data.items.find((i: { id: string }) => i.id === 'parboiled-rice');
    expect(rice.tiers.find((t: { type: string }) => t.type === '5kg').priceKobo).toBe(9_900_00);
    expect(rice.description).toBe('Long grain, stone-free.');

    const order = (await getOrder(ctx, customer.cookie, orderId)).json().data;
    expect(order.lines[0].unitPriceKobo).toBe(9_600_00);

    const [audit] = await ctx.sql`select actor_id, action, before, after from audit_log
                                  where subject_id = 'parboiled-rice'`;
    expect(audit).toMatchObject({
      actor_id: admin.user.user_id,
      action: 'catalogue.product.update',
      before: { tiers: expect.arrayContaining([{ label: '5kg', price_kobo: 9_600_00 }]) },
      after: { description: 'Long grain, stone-free.' },
    });
  });

  it('hides an inactive product from the shop and shows it again', async () => {
    await patch('products/crayfish', { active: false });
    const ids = (await shop()).json().data.items.map((i: { id: string }) => i.id);
    expect(ids).not.toContain('crayfish');
    await patch('products/crayfish', { active: true });
    expect((await shop()).json().data.items.map((i: { id: string }) => i.id)).toContain('crayfish');
  });

  it('edits a bundle: price, items, popular; the margin follows', async () => {
    const res = await patch('bundles/starter-pack', {
      selling_price_kobo: 1_700_000,
      popular: true,
      items: [
        { product_id: 'parboiled-rice', tier_label: '5kg', quantity: 1 },
        { product_id: 'honey-beans', tier_label: '1kg', quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      selling_price_kobo: 1_700_000,
      popular: true,
      margin_percent: 18.6,
      items: [expect.objectContaining({ product_id: 'parboiled-rice' }), expect.anything()],
    });
    const bundles = await ctx.app.inject({ url: '/api/bundles' });
    const starter = bundles
      .json()
      .data.bundles.find((b: { id: string }) => b.id === 'starter-pack');
    expect(starter).toMatchObject({ sellingPriceKobo: 1_700_000, popular: true, itemCount: 2 });
  });

  it('refuses unknown tiers, products, bundle items and empty edits, changing nothing', async () => {
    const tier = await patch('products/parboiled-rice', {
      tiers: [{ label: '1 ton', price_kobo: 100 }],
    });
    expect([tier.statusCode, tier.json().error]).toEqual([
      422,
      CATALOGUE_ADMIN_MESSAGES.unknownTier('1 ton'),
    ]);
    expect((await patch('products/unicorn-meat', { active: false })).statusCode).toBe(404);
    const item = await patch('bundles/starter-pack', {
      items: [{ product_id: 'parboiled-rice', tier_label: '1 ton', quantity: 1 }],
    });
    expect(item.statusCode).toBe(422);
    expect((await patch('bundles/starter-pack', {})).statusCode).toBe(400);
    expect(
      (await patch('products/parboiled-rice', { tiers: [{ label: '5kg', price_kobo: 0 }] }))
        .statusCode,
    ).toBe(400);
  });

  it('is admin only', async () => {
    expect((await patch('products/crayfish', { active: false }, moderator)).statusCode).toBe(403);
    expect((await patch('products/crayfish', { active: false }, customer.cookie)).statusCode).toBe(
      403,
    );
    const list = await ctx.app.inject({
      url: '/api/admin/catalogue',
      cookies: sessionCookies(ctx.app, moderator),
    });
    expect(list.statusCode).toBe(403);
  });
});
