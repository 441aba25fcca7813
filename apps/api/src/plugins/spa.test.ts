import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const BIG_ASSET = `export const words = ${JSON.stringify('garri beans rice '.repeat(200))};`;
const PRECOMPRESSED = brotliCompressSync(BIG_ASSET);
const BOOT_CODE = '(function(){document.currentScript})();';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'faza-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's brotli copy of a bigger asset (vite-plugin-compression2 in apps/web/vite.config.ts).
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_ASSET);
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), PRECOMPRESSED);
  writeFileSync(path.join(dist, 'sw.js'), 'define(["./workbox-59d4b032"],function(){})');
  writeFileSync(path.join(dist, 'workbox-59d4b032.js'), 'define([],function(){})');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Faza","start_url":"/"}');
  writeFileSync(path.join(dist, 'boot.js'), BOOT_CODE);
  // A file named like a page: pages are routes of their own, the static handler never sees them.
  writeFileSync(path.join(dist, 'signin'), 'not the page');
  ctx = await createTestApp({ WEB_DIST: dist, NODE_ENV: 'production' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each([
    '/',
    '/shop',
    '/bundles',
    '/pantry',
    '/wallet',
    '/signin',
    '/verify-otp',
    '/shop/',
    '/orders',
    '/orders/3f2c1a9e-5b7d-4c8e-9f01-23456789abcd/invoice',
  ])('answers the page %s with the app and 200', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('not the page');
  });

  it.each(['/no/such/page', '/orders/42/invoice', '/orders/:id/invoice'])(
    'answers the unknown page path %s with the app and HTTP 404',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.app.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends an asset's precompressed copy as it is, not compressing it per request", async () => {
    const res = await ctx.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.equals(PRECOMPRESSED)).toBe(true);
  });

  it('compresses the app shell once and answers it for unknown pages with 404', async () => {
    const shell = await ctx.app.inject({ url: '/pantry', headers: { 'accept-encoding': 'br' } });
    const missing = await ctx.app.inject({ url: '/no/such', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(missing.statusCode).toBe(404);
    expect(missing.rawPayload.equals(shell.rawPayload)).toBe(true);
  });

  it('serves the service worker uncached as JavaScript, under the CSP that allows it', async () => {
    for (const url of ['/sw.js', '/workbox-59d4b032.js']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const csp = String((await ctx.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("allows the build's boot script inline by its hash, and no other inline script", async () => {
    const csp = String((await ctx.app.inject('/shop')).headers['content-security-policy']);
    const hash = createHash('sha256').update(BOOT_CODE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('serves the web app manifest with its own type, revalidated on use', async () => {
    const res = await ctx.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.json()).toMatchObject({ name: 'Faza' });
  });

  it('keeps API 404s in the JSON envelope', async () => {
    const res = await ctx.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('failed');
  });
});
