import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { giveFood, namedAccount, pantryCard, signedIn } from './support/pantry';
import {
  BANNER_TEXT,
  cachedUrls,
  offlineBanner,
  openOffline,
  USER_DATA_CACHE,
  waitForServiceWorker,
} from './support/pwa';
import {
  addThroughDialog,
  badgeText,
  itemCard,
  openCart,
  screenshotOverlay,
  watchErrors,
} from './support/shop-cart';
import { staffClient } from './support/api-client';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };
const BEANS = { name: 'Honey beans (oloyin)', type: '1kg' };
const OFFLINE_REASON = "You're offline. Connect to the internet to do this.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What each page shows once its saved data is on screen. */
const PAGES: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['/shop', (page) => itemCard(page, RICE.name).waitFor()],
  ['/bundles', (page) => page.getByRole('article', { name: /Family Pack/ }).waitFor()],
  ['/pantry', (page) => pantryCard(page, RICE.name).waitFor()],
  ['/wallet', (page) => page.getByRole('heading', { name: 'My Wallet' }).waitFor()],
];

describe('offline at 360 px', () => {
  it('after one visit, opens every page from the phone with the banner, and refreshes back online', async () => {
    const staff = await staffClient();
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const crashes = watchErrors(page);
    const ngozi = await signedIn(context, namedAccount('ngozi.eze'));
    await giveFood(staff, ngozi.faza, { ...RICE, quantity: 4 });

    // One online visit of each page, the service worker in charge.
    await page.goto('/');
    await waitForServiceWorker(page);
    for (const [path, ready] of PAGES) {
      await page.goto(path);
      await ready(page);
    }
    // The worker stores the answer after it has handed it to the page.
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toContain('/api/pantry');

    await context.setOffline(true);
    for (const [path, ready] of PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await offlineBanner(page).textContent(), path).toMatch(BANNER_TEXT);
    }

    // The pantry reads fine; Send is off with the reason, never queued.
    await page.goto('/pantry');
    const rice = pantryCard(page, RICE.name);
    await rice.waitFor();
    const send = rice.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    expect(await rice.getByTestId('send-disabled-reason').textContent()).toBe(OFFLINE_REASON);
    await screenshot(page, 'offline-pantry-phone');

    // Browsing (pictures included) and cart editing work; Checkout is off with the reason.
    await page.goto('/shop');
    const picture = itemCard(page, RICE.name).locator('img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await addThroughDialog(page, BEANS.name, BEANS.type, 2);
    expect(await badgeText(page)).toBe('2');
    const panel = await openCart(page);
    const checkout = panel.getByRole('button', { name: 'Checkout' });
    expect(await checkout.isDisabled()).toBe(true);
    expect(await panel.getByTestId('checkout-offline-reason').textContent()).toBe(OFFLINE_REASON);
    await screenshotOverlay(page, 'offline-cart-phone');
    await page.keyboard.press('Escape');

    // Food arrives while the phone is offline; back online the banner goes and the pantry catches up.
    await page.goto('/pantry');
    await rice.waitFor();
    await giveFood(staff, ngozi.faza, { ...BEANS, quantity: 3 });
    await context.setOffline(false);
    await offlineBanner(page).waitFor({ state: 'detached' });
    await pantryCard(page, BEANS.name).waitFor();
    expect(await rice.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    expect(crashes).toEqual([]);
    await context.close();
  });

  it('keeps the page when the network goes before the service worker has saved the app', async () => {
    // A first visit: no service worker yet, and the banner's words (a chunk of their own) never
    // downloaded. Going offline must still say so, not take the page down with the failed download.
    const { context, page } = await newPage(browser, 'phone');
    const errors = watchErrors(page);
    await signedIn(context, namedAccount('femi.ola'));
    await page.goto('/wallet');
    const heading = page.getByRole('heading', { name: 'My Wallet' });
    await heading.waitFor();
    // The app has met the failed download once it has reported it: React logs what a boundary
    // caught; an error nothing caught reaches the page.
    const failureMet = new Promise<void>((resolve) => {
      const met = (text: string) => text.includes('dynamically imported module') && resolve();
      page.on('console', (message) => met(message.text()));
      page.on('pageerror', (error) => met(error.message));
    });
    await context.setOffline(true);
    await failureMet;
    await offlineBanner(page).getByText('You’re offline', { exact: true }).waitFor();
    await page.getByText(OFFLINE_REASON).waitFor();
    expect(await page.getByRole('button', { name: 'Top Up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await heading.isVisible()).toBe(true);

    // Back online, the banner goes and the actions return.
    await context.setOffline(false);
    await offlineBanner(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Top Up' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the last user’s pantry to the next person on the phone, nor to a signed-out visitor', async () => {
    const staff = await staffClient();
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const ada = await signedIn(context, namedAccount('ada.obi'));
    await giveFood(staff, ada.faza, { ...RICE, quantity: 2 });
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/pantry');
    await pantryCard(page, RICE.name).waitFor();
    // The worker stores the answer after it has handed it to the page.
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toContain('/api/pantry');

    // Bola signs in on the same phone (Ada never signed out): Ada's saved data goes.
    await signedIn(context, namedAccount('bola.ade'));
    await page.goto('/');
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toEqual([]);
    await openOffline(context, page, '/pantry');
    await page.getByText('Error Loading Pantry').waitFor();
    expect(await pantryCard(page, RICE.name).count()).toBe(0);

    // Bola's own pantry is saved, then Bola signs out: a visitor sees nobody's pantry.
    await context.setOffline(false);
    await page.goto('/pantry');
    await page.getByText('Your pantry is empty').waitFor();
    // The worker stores the answer after it has handed it to the page.
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toContain('/api/pantry');
    const nav = page.getByTestId('nav');
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toEqual([]);
    await openOffline(context, page, '/pantry');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(await page.getByText('Your pantry is empty').count()).toBe(0);
    await context.close();
  });
});
