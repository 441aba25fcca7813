import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlesResponseSchema, shopResponseSchema } from '@faza/shared';
import { buildApp, type App } from '../../app';
import { createSql, type Sql } from '../../db/sql';
import { changeCatalogue, nextCatalogueChange } from '../../../test/catalogue-helpers';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { pickEncoding } from '../../lib/representation';
import { announceCatalogueChange } from './catalogue-events';
import { freeStockByProduct } from '../stock';
import { withAvailability } from './catalogue-availability';
import { toBundle, toShopItem } from './catalogue-mappers';
import { listBundles, listProducts } from './catalogue-repository';

let ctx: TestContext;
let otherSql: Sql;
let other: App;
beforeAll(async () => {
  ctx = await createTestApp();
  // A second instance: its own app and its own connections, on the same database.
  otherSql = createSql(ctx.config.DATABASE_URL!, { max: 2 });
  other = await buildApp({ config: ctx.config, sql: otherSql });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await otherSql.end({ timeout: 1 });
  await ctx.close();
});

const firstPrice = async (app: App) =>
  shopResponseSchema.parse((await app.inject('/api/shop')).json().data).items[0]!.price;

describe('the cached catalogue', () => {
  it('answers what the database holds', async () => {
    const shop = (await ctx.app.inject('/api/shop')).json();
    const bundles = (await ctx.app.inject('/api/bundles')).json();
    const products = await listProducts(ctx.sql);
    const fromDb = withAvailability(
      products,
      products.map(toShopItem),
      (await listBundles(ctx.sql)).map(toBundle),
      await freeStockByProduct(ctx.sql),
    );
    // The seeded catalogue opens with plenty of everything.
    expect(fromDb.items.every((i) => i.availability?.status === 'in_stock')).toBe(true);
    expect(fromDb.bundles.every((b) => b.availability?.status === 'in_stock')).toBe(true);
    expect(shop).toEqual({
      status: 'success',
      data: shopResponseSchema.parse({ items: fromDb.items }),
    });
    expect(bundles).toEqual({
      status: 'success',
      data: bundlesResponseSchema.parse({ bundles: fromDb.bundles }),
    });
  });

  it('sends brotli or gzip made once, the same bytes, with 304 for any encoding of the tag', async () => {
    const plain = await ctx.app.inject('/api/shop');
    const br = await ctx.app.inject({
      url: '/api/shop',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gz = await ctx.app.inject({ url: '/api/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
    const again = await ctx.app.inject({
      url: '/api/shop',
      headers: { 'if-none-match': String(br.headers.etag), 'accept-encoding': 'gzip' },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps serving its copy until a change is announced', async () => {
    const before = await firstPrice(ctx.app);
    await ctx.sql`update product_tiers set price_kobo = price_kobo + 100 where position = 0
                  and product_id = (select id from products order by position limit 1)`;
    expect(await firstPrice(ctx.app)).toBe(before);
    const heard = nextCatalogueChange(ctx.app);
    await announceCatalogueChange(ctx.sql);
    await heard;
    expect(await firstPrice(ctx.app)).toBe(before + 1);
  });

  it('drops the copy of another instance when a change is made through one', async () => {
    const before = await firstPrice(other);
    expect(await firstPrice(ctx.app)).toBe(before);
    await changeCatalogue(
      ctx.sql,
      [ctx.app, other],
      (tx) => tx`update product_tiers set price_kobo = price_kobo + 5000 where position = 0
                 and product_id = (select id from products order by position limit 1)`,
    );
    expect(await firstPrice(other)).toBe(before + 50);
    expect(await firstPrice(ctx.app)).toBe(before + 50);
  });

  it('hears nothing from a change that was rolled back', async () => {
    const before = await firstPrice(other);
    let heard = 0;
    const off = other.catalogue.onChange(() => heard++);
    await ctx.sql
      .begin(async (tx) => {
        await tx`update product_tiers set price_kobo = 1 where position = 0`;
        await announceCatalogueChange(tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    // A committed announcement after it: notifications arrive in commit order, so once this one
    // is heard, one from the rolled-back transaction would have been heard before it.
    await changeCatalogue(ctx.sql, [other], async () => {});
    off();
    expect(heard).toBe(1);
    expect(await firstPrice(other)).toBe(before);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, encoding) => expect(pickEncoding(header)).toBe(encoding));
});
