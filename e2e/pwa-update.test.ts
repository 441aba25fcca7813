import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser';
import { waitForServiceWorker } from './support/pwa';
import { freePort, ROOT, startServer, type RunningServer } from './support/server';
import { testServer } from './support/test-server';

const BUILDS = path.join(ROOT, '.data-test', `pwa-update-${process.pid}`);
const build = (version: string) => path.join(BUILDS, version);

/** `vite build` of the web app into its own folder, named by FAZA_VERSION. */
function buildWebApp(version: string): void {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', build(version), '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(ROOT, 'apps', 'web'), env: { ...process.env, FAZA_VERSION: version } },
  );
  if (result.status !== 0) throw new Error(`build ${version} failed: ${result.stderr}`);
}

let browser: Browser;
let server: RunningServer | undefined;
beforeAll(async () => {
  buildWebApp('e2e-first');
  buildWebApp('e2e-second');
  browser = await launchBrowser();
}, 120_000);
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
    await page.screenshot({
      path: path.join(ROOT, 'e2e', 'screenshots', 'update-prompt-phone.png'),
    });

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('meta[name="faza-version"]')?.getAttribute('content') ===
        'e2e-second',
      null,
      { timeout: 30_000 },
    );
    await page.getByRole('heading', { name: 'Bundles', level: 1 }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(dialogs, 'never window.confirm').toEqual([]);
    await context.close();
  });
});
