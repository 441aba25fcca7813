import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('session without a network', () => {
  it('keeps a signed-in user on their page when the session check cannot reach the server', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    await signUpAndSignIn(context);
    // One online visit so the app has seen the user.
    await page.goto('/pantry');
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('faza-user'))).toContain('user_id');

    await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pantry');
    await context.close();
  });

  it('still sends a visitor who never signed in to /signin', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/wallet');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/wallet');
    await context.close();
  });
});

describe('a signed-out visitor', () => {
  it('opens the public pages without a console error: the session check answers "nobody"', async () => {
    const { context, page } = await newPage(browser, 'phone', { serviceWorker: true });
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
    const sessionChecks: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/auth/me') sessionChecks.push(res.status());
    });
    for (const pathname of ['/', '/shop', '/bundles']) {
      await page.goto(pathname);
      // The session has settled on 'anonymous': the bar offers Sign In.
      await page.getByTestId('nav').getByRole('link', { name: 'Sign In' }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The check was made (so the absence of a 401 means something), and said "nobody" with a 200.
    expect(sessionChecks.length).toBeGreaterThan(0);
    expect(new Set(sessionChecks)).toEqual(new Set([200]));
    expect(errors).toEqual([]);
    await context.close();
  });
});
