import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium-flags';
import { waitForServiceWorker } from './support/pwa';
import { openCart } from './support/shop-cart';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('installable', () => {
  it('has a valid manifest and a service worker in charge, as chromium checks before offering to install', async () => {
    // Chromium never offers to install from an incognito-like context: a real profile folder.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'faza-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: PHONE,
      baseURL: baseUrl(),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorker(page);
      const sw = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          scope: registration?.scope,
          script: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(sw).toEqual({ scope: `${baseUrl()}/`, script: `${baseUrl()}/sw.js` });

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseUrl()}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(parsed).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'Faza' });
      const icons = parsed.icons as { sizes: string; purpose: string }[];
      for (const purpose of ['any', 'maskable'])
        for (const sizes of ['192x192', '512x512'])
          expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('install card at 360 px', () => {
  it('appears after 10 s with the iPhone steps, never over the navigation or the cart, and Later keeps it away', async () => {
    const iphone = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl(),
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
      locale: 'en-NG',
      timezoneId: 'Africa/Lagos',
    });
    // The browser's fake clock: the 10 s pass when the test says, not on the wall.
    await iphone.clock.install();
    const phone = await iphone.newPage();
    await phone.goto('/');
    const card = phone.getByTestId('install-card');
    await phone.clock.fastForward(Math.max(0, 8_000 - (await sinceStart(phone))));
    const early = await cardAt(phone);
    expect(early.now, 'the clock is before 10 s').toBeLessThan(10_000);
    expect(early.card, 'not before 10 s').toBe(false);
    await phone.clock.fastForward(2_500);
    await card.waitFor();
    expect(await sinceStart(phone)).toBeGreaterThanOrEqual(10_000);
    await card.getByRole('heading', { name: 'Install the Faza app' }).waitFor();
    for (const bullet of ['Works offline', 'Faster loading', 'Native app feel'])
      await card.getByText(bullet).waitFor();

    // Above the bottom navigation, never over it, and at most a third of the screen.
    const cardBox = await card.boundingBox();
    expect(cardBox!.height).toBeLessThanOrEqual(PHONE.height / 3);
    const navBox = await phone.getByTestId('nav').boundingBox();
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(navBox!.y);

    // No install prompt on iPhone: Install App shows Share → Add to Home Screen.
    await card.getByRole('button', { name: 'Install App' }).click();
    await card.getByText(/Tap Add to Home Screen/).waitFor();
    await card.getByText(/Tap the Share button .*in Safari’s toolbar/).waitFor();
    expect((await card.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 3);
    await screenshot(phone, 'install-card-phone', { fullPage: false });

    // The cart panel (and its Checkout) is never covered: the card steps aside.
    await openCart(phone);
    expect(await card.count()).toBe(0);
    await phone.keyboard.press('Escape');
    await card.waitFor();

    await card.getByRole('button', { name: 'Later' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await phone.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBeTruthy();
    await phone.reload();
    await phone.clock.fastForward(11_000);
    await settled(phone);
    expect(await card.count(), 'stays dismissed after a reload').toBe(0);
    await iphone.close();
  });

  it('the close icon dismisses it too', async () => {
    const { context, page } = await newPage(browser, 'phone', {
      installCard: true,
      serviceWorker: true,
    });
    await context.clock.install();
    await page.goto('/');
    const card = page.getByTestId('install-card');
    await page.clock.fastForward(10_000);
    await card.waitFor();
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))).toBeTruthy();
    await context.close();
  });
});

/** Milliseconds since the page's navigation started (on the fake clock once installed). */
const sinceStart = (page: Page) => page.evaluate(() => performance.now());

/** The clock and whether the card is there, read in one go: nothing can happen in between. */
const cardAt = (page: Page) =>
  page.evaluate(() => ({
    now: performance.now(),
    card: document.querySelector('[data-testid="install-card"]') !== null,
  }));

/** Two real macrotasks: a state set by a timer that just fired has rendered by then. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      const { port1, port2 } = new MessageChannel();
      await new Promise((resolve) => {
        port1.onmessage = resolve;
        port2.postMessage(null);
      });
    }
  });
