import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser';
import { waitForServiceWorker } from './support/pwa';
import { freePort, ROOT, startServer, type RunningServer } from './support/server';
import { testServer } from './support/test-server';

const BUILDS = path.join(ROOT, '.data-test', `pwa-update-${process.pid}`);
const build = (version: string) => path.join(BUILDS, version);

/** The suite's own web build, which e2e/global-setup.ts serves. */
const SUITE_BUILD = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');

/**
 * A deploy of `version`, made from the build in `from` rather than by another `vite build` (half a
 * minute of CPU; docs/decisions/0050): what the update flow can see of a new version is its page's
 * version marker and a service worker whose precache lists that page at a new revision.
 */
function deployOf(from: string, version: string): void {
  cpSync(from, build(version), { recursive: true });
  const file = (name: string) => path.join(build(version), name);
  const marker = /<meta name="faza-version" content="[^"]*">/;
  const before = readFileSync(file('index.html'), 'utf8');
  if (!marker.test(before)) throw new Error('no faza-version meta to change');
  const html = before.replace(marker, `<meta name="faza-version" content="${version}">`);
  writeFileSync(file('index.html'), html);
  writeFileSync(file('index.html.br'), brotliCompressSync(html));
  writeFileSync(file('index.html.gz'), gzipSync(html));
  const revision = createHash('md5').update(html).digest('hex');
  const sw = readFileSync(file('sw.js'), 'utf8');
  // Minified or not: `url: "index.html", revision: "…"` in either order.
  const updated = sw
    .replace(/("?url"?\s*:\s*"index\.html"\s*,\s*"?revision"?\s*:\s*")[0-9a-f]+"/, `$1${revision}"`)
    .replace(
      /("?revision"?\s*:\s*")[0-9a-f]+("\s*,\s*"?url"?\s*:\s*"index\.html")/,
      `$1${revision}$2`,
    );
  if (updated === sw)
    throw new Error(`no precache entry for index.html in sw.js: ${sw.slice(0, 2000)}`);
  writeFileSync(file('sw.js'), updated);
  for (const ext of ['br', 'gz']) rmSync(file(`sw.js.${ext}`), { force: true });
}

let browser: Browser;
let server: RunningServer | undefined;
beforeAll(async () => {
  deployOf(SUITE_BUILD, 'e2e-first');
  deployOf(build('e2e-first'), 'e2e-second');
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(BUILDS, { recursive: true, force: true });
});

/** The same app, database and address as the suite's server, serving one of the two builds. */
const serve = (version: string, port: number) =>
  startServer(
    {
      WEB_DIST: build(version),
      DATABASE_URL: testServer().databaseUrl,
      DATA_DIR: path.join(BUILDS, 'data'),
      JOB_RUNNER: 'off',
    },
    port,
  );

describe('updates at 360 px', () => {
  it('asks to reload when a new version has installed, and Reload shows it', async () => {
    const port = await freePort();
    server = await serve('e2e-first', port);
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const version = () =>
      page.evaluate(() =>
        document.querySelector('meta[name="faza-version"]')?.getAttribute('content'),
      );

    await page.goto('/bundles');
    await waitForServiceWorker(page);
    expect(await version()).toBe('e2e-first');

    // A deploy: the second build now answers at the same address.
    await server.stop();
    server = await serve('e2e-second', port);

    // Coming back to the app checks for a new version.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 30_000 });
    expect(await prompt.getByText('New version available! Reload to update?').count()).toBe(1);
    expect(await version(), 'still the running version until the user says so').toBe('e2e-first');
    await screenshot(page, 'update-prompt-phone', { fullPage: false });

    const loads: string[] = [];
    page.on('load', () => loads.push(new Date().toISOString()));
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page
      .waitForFunction(
        () =>
          document.querySelector('meta[name="faza-version"]')?.getAttribute('content') ===
          'e2e-second',
        null,
        { timeout: 30_000 },
      )
      .catch(async (error: Error) => {
        // What the workers were doing, so a failure says where the update stopped.
        const workers = await page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          const at = (w?: ServiceWorker | null) => w && `${w.state} ${w.scriptURL}`;
          return { active: at(r?.active), waiting: at(r?.waiting), installing: at(r?.installing) };
        });
        throw new Error(`${error.message}\n${JSON.stringify({ loads, workers })}`);
      });
    await page.getByRole('heading', { name: 'Bundles', level: 1 }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(dialogs, 'never window.confirm').toEqual([]);
    await context.close();
  });
});
