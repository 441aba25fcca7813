import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlesResponseSchema, CATEGORIES, shopResponseSchema } from '@faza/shared';
import { changeCatalogue } from '../../../test/catalogue-helpers';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { seedCatalogue } from './catalogue-seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/shop', () => {
  it('lists the 15 catalogue items in the spec shape', async () => {
    const res = await ctx.app.inject('/api/shop');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const { items } = shopResponseSchema.parse(body.data);
    expect(items).toHaveLength(15);
    for (const item of items) {
      expect(CATEGORIES).toContain(item.category);
      expect(item['food-quantity-type']).toHaveLength(item['quantity-type-prices'].length);
      expect(item['quantity-type-prices'][0]).toBe(item.price);
      expect(item.tiers.map((t) => t.priceKobo / 100)).toEqual(item['quantity-type-prices']);
      expect(item.price).toBeGreaterThanOrEqual(500);
      expect(item.price).toBeLessThanOrEqual(22000);
      expect(item['image-url']).toMatch(/^\/images\/food\/[\w-]+\.svg$/);
    }
  });

  it('answers a repeat request with the same ETag and 304 when unchanged', async () => {
    const first = await ctx.app.inject('/api/shop');
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({
      url: '/api/shop',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the ETag when a price changes', async () => {
    const before = (await ctx.app.inject('/api/shop')).headers.etag;
    await changeCatalogue(
      ctx.sql,
      [ctx.app],
      (tx) => tx`update product_tiers set price_kobo = price_kobo + 100 where position = 0
                 and product_id = (select id from products order by position limit 1)`,
    );
    const after = (await ctx.app.inject('/api/shop')).headers.etag;
    expect(after).not.toBe(before);
  });
});

describe('GET /api/bundles', () => {
  it('lists the three bundles with the spec figures and honest savings', async () => {
    const res = await ctx.app.inject('/api/bundles');
    expect(res.statusCode).toBe(200);
    const { bundles } = bundlesResponseSchema.parse(res.json().data);
    expect(bundles.map((b) => [b.name, b.sellingPrice, b.itemCount, b.popular])).toEqual([
      ['Starter Pack', 16000, 6, false],
      ['Family Pack', 31000, 7, true],
      ['Premium Pack', 67000, 8, false],
    ]);
    for (const b of bundles) {
      const lines = b.items.reduce((s, i) => s + i.totalPriceKobo, 0);
      expect(b.singlesTotalKobo).toBe(lines);
      for (const i of b.items) expect(i.totalPriceKobo).toBe(i.unitPriceKobo * i.quantity);
      expect(b.savingsKobo).toBe(b.singlesTotalKobo - b.sellingPriceKobo);
      expect(b.savingsKobo).toBeGreaterThan(0);
      // Cost price and margin are for staff only.
      expect(JSON.stringify(b)).not.toMatch(/cost|margin/i);
    }
    expect(res.headers.etag).toBeTruthy();
  });

  it('makes no savings claim when a bundle is not cheaper than its items', async () => {
    await changeCatalogue(
      ctx.sql,
      [ctx.app],
      (tx) => tx`update bundles set selling_price_kobo = 100000000 where name = 'Starter Pack'`,
    );
    const { bundles } = bundlesResponseSchema.parse(
      (await ctx.app.inject('/api/bundles')).json().data,
    );
    const starter = bundles.find((b) => b.name === 'Starter Pack')!;
    expect(starter.savings).toBeNull();
    expect(starter.savingsKobo).toBeNull();
  });
});

describe('catalogue seed', () => {
  it('is idempotent and keeps prices staff changed', async () => {
    await ctx.sql`update product_tiers set price_kobo = 123400 where position = 0
                  and product_id = (select id from products order by position limit 1)`;
    await seedCatalogue(ctx.sql);
    await seedCatalogue(ctx.sql);
    const [counts] = await ctx.sql<{ products: number; bundles: number; items: number }[]>`
      select (select count(*)::int from products) as products,
             (select count(*)::int from bundles) as bundles,
             (select count(*)::int from bundle_items) as items`;
    expect(counts).toEqual({ products: 15, bundles: 3, items: 21 });
    const [tier] = await ctx.sql<{ price_kobo: number }[]>`
      select price_kobo from product_tiers where position = 0
        and product_id = (select id from products order by position limit 1)`;
    expect(tier?.price_kobo).toBe(123400);
  });
});
