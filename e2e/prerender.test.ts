import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { setRole } from './support/database';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What each public page must show as it arrives, before (and without) any JavaScript. */
const PAGES: [pathname: string, check: (page: Page) => Promise<void>][] = [
  [
    '/',
    async (page) => {
      expect(await page.locator('h1').first().textContent()).toBeTruthy();
      const bundles = page.getByRole('heading', { name: /Starter Pack|Family Pack|Premium Pack/ });
      expect(await bundles.count()).toBe(3);
      expect(await page.locator('main').textContent()).toContain('₦31,000');
    },
  ],
  [
    '/shop',
    async (page) => {
      expect(await page.getByRole('article').count()).toBe(15);
      expect(await page.getByRole('tab', { name: 'All Items' }).count()).toBe(1);
    },
  ],
  [
    '/bundles',
    async (page) => {
      const bundles = page.getByRole('heading', { name: /Starter Pack|Family Pack|Premium Pack/ });
      expect(await bundles.count()).toBe(3);
      expect(await page.locator('main').textContent()).toContain('₦67,000');
    },
  ],
];

describe('public pages drawn on the server', () => {
  it.each(PAGES)('%s shows its content with JavaScript off', async (pathname, check) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    const res = await page.goto(pathname);
    expect(res?.status()).toBe(200);
    await check(page);
    await screenshot(page, `prerendered${pathname === '/' ? '-home' : pathname.replace('/', '-')}`);
    await context.close();
  });

  it.each(PAGES)('%s hydrates without a mismatch and then works', async (pathname, check) => {
    const { context, page } = await newPage(browser, 'phone');
    // A phone that was signed in before: what it draws first must still match the server's HTML.
    await context.addInitScript(() => localStorage.setItem('user_id', 'earlier-visit'));
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(shop|bundles)$/.test(new URL(req.url()).pathname)) apiCalls.push(req.url());
    });
    await page.goto(pathname);
    await check(page);
    // Hydrated: React has attached to the server's HTML (a click is handled by the app).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await check(page);
    expect(problems).toEqual([]);
    // The data came with the HTML: hydration asked the API for nothing.
    expect(apiCalls).toEqual([]);
    await page.getByTestId('nav').getByRole('link', { name: 'Bundles' }).click();
    await page.waitForURL('**/bundles');
    await page.getByRole('heading', { name: 'Family Pack' }).first().waitFor();
    await context.close();
  });

  it.each(PAGES)(
    '%s hydrates without a mismatch for a signed-in staff member',
    async (pathname, check) => {
      // A staff session known before hydration (the page's code comes after GET /api/auth/me on
      // a warm phone) must not redraw the server's HTML: staff see cost prices on /bundles and
      // everyone signed in sees Account where the HTML says Sign In, but only after hydrating.
      // Without the service worker: once it controls the page, a second visit gets the app shell
      // from its cache instead of the server's drawing, and there is nothing to hydrate.
      const { context, page } = await newPage(browser, 'phone', { mocksNetwork: true });
      const staff = newAccount();
      await signUpAndSignIn(context, staff);
      await setRole(staff.email, 'admin');
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(err.message));
      for (let visit = 0; visit < 3; visit++) {
        await page.goto(pathname);
        await check(page);
        await page.getByTestId('nav').getByRole('button', { name: 'Account' }).waitFor();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
      if (pathname === '/bundles') await page.getByText('Cost price').first().waitFor();
      await context.close();
    },
  );
});
