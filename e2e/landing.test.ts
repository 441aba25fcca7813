import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function navBox(page: Page) {
  const box = await page.getByTestId('nav').boundingBox();
  if (!box) throw new Error('navigation bar is not visible');
  return box;
}

describe('landing and navigation (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('shows the landing page with its sections and bundle previews from the API', async () => {
    const { context, page } = await newPage(browser, viewport);
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (
        !req.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
        !req.url().startsWith('data:')
      ) {
        foreign.push(req.url());
      }
    });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toMatch(/up to 35%/i);
    for (const step of ['Shop', 'Store in', 'Share']) {
      await page
        .getByRole('heading', { name: new RegExp(`^\\s*(\\d\\.?\\s*)?${step}`, 'i') })
        .first()
        .waitFor();
    }
    // Bundle previews load when scrolled near: real data from /api/bundles.
    const bundles = page.getByRole('heading', { name: /Starter Pack|Family Pack|Premium Pack/ });
    await page.locator('#bundles-title').scrollIntoViewIfNeeded();
    await expect.poll(() => bundles.count()).toBe(3);
    await page.getByText('Most Popular').first().waitFor();
    expect(await page.locator('main').textContent()).toContain('₦31,000');
    expect(await page.locator('main').textContent()).not.toContain('$');
    // Footer only on home, with the wallet link.
    await expect
      .poll(() =>
        page
          .locator('footer')
          .getByRole('link', { name: /wallet/i })
          .count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, `landing-${viewport}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(foreign.filter((u) => !u.startsWith('http://127.0.0.1'))).toEqual([]);
    await page.goto('/shop');
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });

  it('puts the navigation at the bottom of a phone', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    const box = await navBox(page);
    const height = page.viewportSize()!.height;
    expect(box.y + box.height).toBeGreaterThan(height - 2); // at the top from 768 px: layout.test.ts
    for (const name of ['Home', 'Shop', 'Bundles', 'Pantry', 'Sign In']) {
      await page.getByTestId('nav').getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByTestId('nav').getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    await context.close();
  });

  it('hides the navigation on the account pages', async () => {
    const { context, page } = await newPage(browser, viewport);
    for (const path of ['/signin', '/signup', '/forgot-password', '/verify-email']) {
      await page.goto(path);
      await page.locator('main').waitFor();
      expect(await page.getByTestId('nav').count(), path).toBe(0);
    }
    await page.goto('/bundles');
    await page.getByTestId('nav').waitFor();
    await context.close();
  });

  it('shows the cart count on the badge, and 99+ above 99', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    const line = (id: string, quantity: number) => ({
      id,
      name: 'Rice',
      price: 200000,
      quantity,
      quantityType: id,
      image: '/images/food/parboiled-rice.svg',
      productId: 'parboiled-rice',
    });
    const setCart = (lines: object[]) =>
      page.evaluate(
        (l) => localStorage.setItem('faza-cart', JSON.stringify({ version: 1, lines: l })),
        lines,
      );
    await setCart([line('1kg', 3), line('5kg', 4)]);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('7');
    await setCart([line('1kg', 60), line('5kg', 40)]);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('99+');
    await page.getByRole('button', { name: /Cart, 100 items/ }).waitFor();
    await context.close();
  });

  it('answers an unknown path with HTTP 404 and the not-found page', async () => {
    const { context, page } = await newPage(browser, viewport);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByText('404').first().waitFor();
    await screenshot(page, `not-found-${viewport}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('link', { name: /home|back/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
