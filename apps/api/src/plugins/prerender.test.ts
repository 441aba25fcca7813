import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCatalogue } from '../../test/catalogue-helpers';
import type { DiscountRule } from '@faza/shared';
import { COOKIE, sessionCookies, signedInUser, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { inlineStylesheets, moduleFiles, pageFrameBytes, pageHtml } from './page-html';

const NO_CODE = { files: [], first: [] };
import { untilNextBoundary } from './prerender';

/*
 * The prerender plugin against a stand-in for the web build's server entry (the real one is
 * exercised by the browser tests): it draws the first shop item's name and price.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>Faza</title><script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"><div class="boot">Faza</div></div></body></html>';
const ENTRY = `
export const SERVER_DATA_ID = 'faza-data';
export async function renderPage(pathname, data) {
  const first = data.shop[0];
  return { html: '<main data-path="' + pathname + '">' + first.name + ' ₦' + first.price + ' and ' +
    data.bundles.length + ' bundles</main>', title: 'Page ' + pathname };
}
export function signedInReads(pathname, user) {
  return pathname === '/pantry' ? ['/pantry', '/auth/me'] : null;
}
export async function renderSignedInPage(pathname, user, [pantry, me]) {
  return { html: '<main>' + me.faza + ' has ' + pantry.pantry.items.length + ' items</main>',
    title: 'Mine', data: { user, queries: [] } };
}`;

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'faza-prerender-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), ENTRY);
  ctx = await createTestApp({ WEB_DIST: path.join(dir, 'dist'), NODE_ENV: 'production' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const firstItem = async () => (await ctx.app.inject('/api/shop')).json().data.items[0];

describe('prerendered public pages', () => {
  it.each(['/', '/shop', '/bundles'])('%s arrives drawn, with its data and title', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const item = await firstItem();
    expect(res.body).toContain(
      `<div id="root" data-prerendered><main data-path="${url}">${item.name} ₦${item.price} and 3 bundles</main></div>`,
    );
    expect(res.body).toContain(`<title>Page ${url}</title>`);
    const json = /<script type="application\/json" id="faza-data">(.*?)<\/script>/.exec(res.body);
    const data = JSON.parse(json![1]!);
    expect(data.shop[0]).toEqual(item);
    expect(data.bundles).toEqual((await ctx.app.inject('/api/bundles')).json().data.bundles);
    expect(data.discounts).toEqual((await ctx.app.inject('/api/discounts')).json().data.rules);
  });

  it('sends each page compressed once per drawing, and 304 to a phone that has it', async () => {
    const plain = await ctx.app.inject('/shop');
    const br = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // The same bytes each time: compressed when drawn, not per request.
    const again = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const etag = String(br.headers.etag);
    const revalidated = await ctx.app.inject({
      url: '/shop',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Another page is another representation.
    const home = await ctx.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(home.statusCode).toBe(200);
  });

  it('leaves other pages to the browser', async () => {
    const res = await ctx.app.inject('/pantry');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div class="boot">Faza</div></div>');
  });

  it('draws the pages again when the catalogue changes', async () => {
    const before = await firstItem();
    await changeCatalogue(
      ctx.sql,
      [ctx.app],
      (tx) => tx`update product_tiers set price_kobo = price_kobo + 700 where position = 0
                 and product_id = ${before.id}`,
    );
    // Never the old price: the plain shell until the new drawing is ready, then the new price.
    let body = '';
    for (let i = 0; i < 100; i++) {
      body = (await ctx.app.inject('/shop')).body;
      expect(body).not.toContain(`₦${before.price} and`);
      if (body.includes('data-prerendered')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain(`${before.name} ₦${before.price + 7} and`);
  });

  it('draws the pages again when staff change a discount rule, whose badges the shop draws', async () => {
    const admin = await signInAs(ctx, 'admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      cookies: sessionCookies(ctx.app, admin.cookie),
      payload: {
        kind: 'order',
        percentBp: 300,
        minOrderKobo: 5_000_000,
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    const drawnRules = async () => {
      const body = (await ctx.app.inject('/shop')).body;
      const json = /<script type="application\/json" id="faza-data">(.*?)<\/script>/.exec(body);
      return json ? (JSON.parse(json[1]!).discounts as { id: string }[]).map((r) => r.id) : null;
    };
    await expect.poll(drawnRules).toContain(id);
  });
});

describe('untilNextBoundary', () => {
  const rule = (startsAt: string, endsAt: string | null): DiscountRule => ({
    id: 'r',
    kind: 'line',
    percentBp: 500,
    minBaseUnits: 25,
    minOrderKobo: null,
    startsAt,
    endsAt,
  });
  const now = Date.parse('2026-12-02T10:00:00Z');

  it('waits for the first start or end still to come, and a second more', () => {
    const rules = [
      rule('2026-01-01T00:00:00Z', '2026-12-02T12:00:00Z'),
      rule('2026-12-02T11:00:00Z', null),
    ];
    expect(untilNextBoundary(rules, now)).toBe(3_600_000 + 1_000);
  });

  it('has nothing to wait for when every rule has started and none ends', () => {
    expect(untilNextBoundary([rule('2026-01-01T00:00:00Z', null)], now)).toBeNull();
    expect(untilNextBoundary([], now)).toBeNull();
  });

  it('waits a day at most, to fit a timer', () => {
    expect(untilNextBoundary([rule('2027-06-01T00:00:00Z', null)], now)).toBe(86_400_000);
  });
});

describe('pageHtml', () => {
  it('escapes the data so it cannot end its script block', () => {
    const html = pageHtml(TEMPLATE, {
      html: '<p>x</p>',
      title: 'A & B',
      data: { name: '</script><script>alert(1)</script>' },
      dataId: 'faza-data',
    })!;
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('<title>A &#38; B</title>');
    const json = /id="faza-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('hands the code to boot.js, naming the files that do not import the entry to run first', () => {
    const template =
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B2x_9.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/cx-c3.js"></head>' +
      '<body><div id="root"></div></body></html>';
    const html = pageHtml(template, {
      html: '<p>x</p>',
      title: 'Shop',
      data: {},
      dataId: 'faza-data',
      preload: {
        files: ['assets/react-B2x_9.js', 'assets/zod-e5.js', 'assets/shop-d4.js'],
        first: ['assets/react-B2x_9.js', 'assets/zod-e5.js'],
      },
    })!;
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script data-boot defer src="/boot.js" data-entry="/assets/index-a1.js"' +
        ' data-first="/assets/react-B2x_9.js /assets/zod-e5.js"' +
        ' data-preload="/assets/react-B2x_9.js /assets/cx-c3.js /assets/zod-e5.js /assets/shop-d4.js">' +
        '</script>',
    );
  });

  it("runs the entry's own preloads first when no manifest named the page's code", () => {
    const template =
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B2x_9.js"></head>' +
      '<body><div id="root"></div></body></html>';
    const html = pageHtml(template, { html: '', title: 'Shop', data: {}, dataId: 'faza-data' })!;
    expect(html).toContain(
      ' data-first="/assets/react-B2x_9.js" data-preload="/assets/react-B2x_9.js">',
    );
  });

  it('carries the boot script inline when its code is given, in text and in bytes alike', () => {
    const template =
      '<html><head><title>Faza</title>' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    const bootCode = '(function(){var a=document.currentScript;a&&a.dataset.entry})();';
    const page = { html: '<p>x</p>', title: 'Shop', data: {}, dataId: 'faza-data' };
    const html = pageHtml(template, { ...page, bootCode })!;
    expect(html).toContain(
      `<script data-boot data-entry="/assets/index-a1.js" data-first="" data-preload="">${bootCode}</script>`,
    );
    expect(html).not.toContain('/boot.js');
    const bytes = pageFrameBytes(template, NO_CODE, bootCode)!({
      ...page,
      html: Buffer.from(page.html),
    });
    expect(bytes.toString('utf8')).toBe(html);
  });

  it('answers null for a template without the root element', () => {
    expect(pageHtml('<html></html>', { html: '', title: '', data: {}, dataId: 'x' })).toBeNull();
    expect(pageFrameBytes('<html></html>', NO_CODE)).toBeNull();
  });

  it('joins a page drawn per request in bytes exactly as in text, title or none', () => {
    const page = {
      html: '<p>₦4,800 · garri</p>',
      title: 'My Pantry <3',
      data: { note: '</script> ₦' },
      dataId: 'faza-data',
    };
    for (const template of [TEMPLATE, TEMPLATE.replace('<title>Faza</title>', '')]) {
      const bytes = pageFrameBytes(template, NO_CODE)!({ ...page, html: Buffer.from(page.html) });
      expect(bytes.toString('utf8')).toBe(pageHtml(template, page));
    }
  });
});

describe('moduleFiles', () => {
  it("lists a page module, what it imports and the entry's imports, once, each after its imports", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      'src/shop.tsx': { file: 'assets/shop.js', imports: ['_react.js', 'index.html', '_money.js'] },
      'src/query.tsx': { file: 'assets/query.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_money.js': { file: 'assets/money.js', imports: ['_react.js'] },
    };
    expect(moduleFiles(manifest, ['src/shop.tsx', 'src/query.tsx', 'src/gone.tsx'])).toEqual({
      files: ['assets/react.js', 'assets/money.js', 'assets/shop.js', 'assets/query.js'],
      first: ['assets/react.js', 'assets/money.js', 'assets/query.js'],
    });
  });

  it('keeps out of the first files any that reaches the entry, through cycles too', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js', '_c.js'] },
      '_c.js': { file: 'assets/c.js', imports: ['index.html'] },
      '_zod.js': { file: 'assets/zod.js' },
    };
    expect(moduleFiles(manifest, ['src/page.tsx', '_zod.js'])).toEqual({
      files: ['assets/c.js', 'assets/b.js', 'assets/a.js', 'assets/page.js', 'assets/zod.js'],
      first: ['assets/zod.js'],
    });
  });
});

describe('inlineStylesheets', () => {
  const head =
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="icon" href="/f.svg">';
  it('puts a built stylesheet inline, names it in a disabled link, and leaves other links', () => {
    expect(inlineStylesheets(head, () => 'body{margin:0}')).toBe(
      '<style data-href="/assets/index-1.css">body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/index-1.css" disabled><link rel="icon" href="/f.svg">',
    );
  });
  it('keeps the link when the file is missing or could end the style element', () => {
    expect(inlineStylesheets(head, () => null)).toBe(head);
    expect(inlineStylesheets(head, () => 'a{}</style><script>')).toBe(head);
  });
});

describe('signed-in pages drawn per request (docs/decisions/0042)', () => {
  const get = (url: string, token?: string) =>
    ctx.app.inject({ url, headers: token ? { cookie: `${COOKIE}=${token}` } : {} });

  it('draws /pantry from the API answers of the cookie’s user, private and never stored', async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    const mine = await get('/pantry', ada.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.vary).toContain('Cookie');
    expect(mine.body).toContain(
      `<div id="root" data-prerendered><main>${ada.user.faza} has 0 items`,
    );
    const data = /<script type="application\/json" id="faza-data">(.*?)<\/script>/.exec(mine.body);
    expect(JSON.parse(data![1]!).user.user_id).toBe(ada.user.user_id);
    const theirs = await get('/pantry', bola.cookie);
    expect(theirs.body).toContain(`<main>${bola.user.faza} has 0 items`);
    expect(theirs.body).not.toContain(ada.user.faza);
  });

  it('sends the shell, still private, without a session, after sign-out and for other pages', async () => {
    const ada = await signedInUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: `${COOKIE}=${ada.cookie}` },
    });
    for (const res of [
      await get('/pantry'),
      await get('/pantry', ada.cookie),
      await get('/wallet'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('<div id="root"><div class="boot">Faza</div></div>');
      expect(res.body).not.toContain(ada.user.faza);
    }
  });
});
