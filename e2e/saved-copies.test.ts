import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { giveFood, namedAccount, pantryCard, signedIn } from './support/pantry';
import { cachedUrls, USER_DATA_CACHE, waitForServiceWorker } from './support/pwa';
import { staffClient } from './support/api-client';

// Lets context.route see the service worker's own requests (Chromium), to hold the server's
// answer back the way a slow network would.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };
const BEANS = { name: 'Honey beans (oloyin)', type: '1kg' };
// The server's answer is held until the test has seen the saved copy, then let through: well
// under the service worker's 5 s network timeout (apps/web/pwa-config.ts), past which it would
// answer from its cache as if offline.
const BANNER = /^Showing what was saved at \d{1,2}:\d{2}\s?[ap]m — updating…$/i;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a returning visitor with the service worker (360 px)', () => {
  it('sees /pantry and /wallet at once from the saved copy, then the server’s answer', async () => {
    const staff = await staffClient();
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const ada = await signedIn(context, namedAccount('ada.okoro'));
    await giveFood(staff, ada.faza, { ...RICE, quantity: 2 });
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/pantry');
    await pantryCard(page, RICE.name).waitFor();
    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    await page.waitForLoadState('networkidle');
    // The worker stores the answer after it has handed it to the page.
    await expect.poll(() => cachedUrls(page, USER_DATA_CACHE)).toContain('/api/pantry');

    // Food arrives meanwhile; the network is slow to say so.
    await giveFood(staff, ada.faza, { ...BEANS, quantity: 1 });
    let release = () => {};
    const held = () => new Promise<void>((resolve) => (release = resolve));
    let gate = held();
    await context.route(/\/api\/(pantry|wallet)(\/|\?|$)/, async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    await page.goto('/pantry', { waitUntil: 'commit' });
    // Drawn from the saved copy while the server's answer is still held back.
    await pantryCard(page, RICE.name).waitFor();
    // The banner's words are a chunk of their own: wait for them, not for a quiet machine.
    await expect.poll(() => page.getByTestId('saved-copy-banner').textContent()).toMatch(BANNER);
    expect(await pantryCard(page, BEANS.name).count()).toBe(0);
    release();
    await screenshot(page, 'saved-copy-pantry');
    // The refresh in the background brings the beans, and the banner goes.
    await pantryCard(page, BEANS.name).waitFor();
    await page.getByTestId('saved-copy-banner').waitFor({ state: 'detached' });

    gate = held();
    await page.goto('/wallet', { waitUntil: 'commit' });
    await page.getByTestId('wallet-balance').waitFor();
    // The banner's words are a chunk of their own: wait for them, not for a quiet machine.
    await expect.poll(() => page.getByTestId('saved-copy-banner').textContent()).toMatch(BANNER);
    release();
    await page.getByTestId('saved-copy-banner').waitFor({ state: 'detached' });
    await context.close();
  });
});
