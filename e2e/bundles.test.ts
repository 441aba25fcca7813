import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from './support/database';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { expectBadge, openCart, toast } from './support/shop-cart';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('bundles (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('shows the three bundles with honest savings, and adds one to the cart', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/bundles');
    await expect.poll(() => page.getByRole('article').count()).toBe(3);

    const family = card(page, 'Family Pack');
    await family.getByText('Most Popular').waitFor();
    expect(await card(page, 'Starter Pack').getByText('Most Popular').count()).toBe(0);
    const familyText = (await family.textContent()) ?? '';
    expect(familyText).toContain('₦31,000');
    expect(familyText).toContain('7 items');
    // Savings are against buying the same lines singly, as the server computed them.
    expect(familyText).toMatch(/You save ₦[\d,]+ \(\d+%\)/);
    // Seven lines, each with its line total.
    expect(await family.getByRole('listitem').count()).toBe(7);
    expect(familyText).toContain('Foreign parboiled rice');
    // Customers never see cost price or margin.
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/cost price|margin/i);
    expect(main).not.toContain('$');
    await page.getByRole('heading', { name: 'Why choose Faza bundles?' }).waitFor();
    await screenshot(page, `bundles-${viewport}`);

    await family.getByRole('button', { name: 'Add Bundle to Cart' }).click();
    const added = toast(page, 'Bundle Added to Cart');
    await added.waitFor();
    expect(await added.textContent()).toContain('Family Pack added to your cart');
    await expectBadge(page, '1');
    await family.getByRole('button', { name: 'Add Bundle to Cart' }).click();
    await expectBadge(page, '2');
    await card(page, 'Starter Pack').getByRole('button', { name: 'Add Bundle to Cart' }).click();
    await expectBadge(page, '3');

    const panel = await openCart(page);
    const line = panel.getByRole('listitem', { name: 'Family Pack, Bundle' });
    await line.getByText('₦31,000 each').waitFor();
    expect(await line.getByTestId('line-quantity').textContent()).toBe('2');
    expect(await panel.getByTestId('cart-total').textContent()).toBe('₦78,000');
    await context.close();
  });
});

describe('bundle savings', () => {
  it('makes no savings claim for a bundle that is not cheaper than its items bought singly', async () => {
    const { context, page } = await newPage(browser, 'phone', { mocksNetwork: true });
    await page.route('**/api/bundles', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const starter = body.data.bundles.find((b: { id: string }) => b.id === 'starter-pack');
      Object.assign(starter, { savings: null, savingsKobo: null });
      await route.fulfill({ response, json: body });
    });
    // /bundles arrives with its bundles drawn in: open it from a page the server did not prerender.
    await page.goto('/no/such/page');
    await page.getByTestId('nav').getByRole('link', { name: 'Bundles' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    const starter = card(page, 'Starter Pack');
    expect(await starter.textContent()).not.toMatch(/save|separately|singly/i);
    expect(await starter.locator('s').count()).toBe(0);
    await card(page, 'Family Pack')
      .getByText(/You save/)
      .waitFor();
    await context.close();
  });
});

describe('bundles for staff', () => {
  for (const role of ['admin', 'moderator'] as const) {
    it(`shows cost price and margin, (selling − cost) / selling, to staff (${role})`, async () => {
      const { context, page } = await newPage(browser, 'phone');
      const account = await signUpAndSignIn(context);
      await setRole(account.email, role);
      await page.goto('/bundles');
      const starter = card(page, 'Starter Pack');
      await starter.getByText('Staff only').waitFor();
      const text = (await starter.textContent()) ?? '';
      // docs/product-spec.md §9: Starter Pack sells at 16,000 and costs 13,830.
      expect(text).toContain('Cost price₦13,830');
      expect(text).toContain('Margin13.6%');
      await context.close();
    });
  }

  it('never shows them to a customer', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUpAndSignIn(context);
    await page.goto('/bundles');
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    expect(await page.getByText('Staff only').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(/cost price|margin/i);
    await context.close();
  });
});
