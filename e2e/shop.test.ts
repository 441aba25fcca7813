import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import {
  addThroughDialog,
  expectBadge,
  itemCard,
  screenshotOverlay,
  toast,
  watchErrors,
} from './support/shop-cart';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('shop (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('browses the category tabs in a grid that reflows with the width', async () => {
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    await page.goto('/shop');
    const tabs = page.getByRole('tablist', { name: 'Categories' });
    await tabs.getByRole('tab', { name: 'All Items' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(15);
    expect(await tabs.getByRole('tab', { name: 'All Items' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // One tab per category that has items: all nine have some in the seeded catalogue.
    expect(await tabs.getByRole('tab').count()).toBe(10);

    // Two columns at 360 px.
    const tops = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 5).map((card) => card.getBoundingClientRect().top));
    const perRow = tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
    expect(perRow).toBe(2); // four at 1280 px: layout.test.ts

    // The price pill never covers the picture.
    const overlaps = await page.getByRole('article').evaluateAll(
      (cards) =>
        cards.filter((card) => {
          const img = card.querySelector('img')!.getBoundingClientRect();
          const pill = card.querySelector('[data-testid="price-pill"]')!.getBoundingClientRect();
          return (
            pill.top < img.bottom &&
            pill.bottom > img.top &&
            pill.left < img.right &&
            pill.right > img.left
          );
        }).length,
    );
    expect(overlaps).toBe(0);

    const main = page.locator('main');
    expect(await main.textContent()).toContain('₦2,000');
    expect(await main.textContent()).not.toContain('$');
    await screenshot(page, `shop-${viewport}`);

    await tabs.getByRole('tab', { name: 'Oils' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await itemCard(page, 'Palm oil').waitFor();
    expect(await itemCard(page, 'Foreign parboiled rice').count()).toBe(0);
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await tabs.getByRole('tab', { name: 'Oils' }).getAttribute('id'),
    );

    // Keyboard: arrows move the selection along the tab list.
    await tabs.getByRole('tab', { name: 'Oils' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Spices' }).getAttribute('aria-selected'))
      .toBe('true');
    await itemCard(page, 'Crayfish (ground)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an item with a tier and quantity 3 through the dialog; the badge survives a reload', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/shop');
    await itemCard(page, 'Foreign parboiled rice')
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Foreign parboiled rice' });
    await dialog.waitFor();
    await dialog.getByText('Quantity type').waitFor();
    expect(await dialog.getByTestId('unit-price').textContent()).toBe('₦2,000');

    await dialog.getByRole('radio', { name: /^5kg / }).check();
    expect(await dialog.getByTestId('unit-price').textContent()).toBe('₦9,600');

    // The stepper stays within 1..99 whatever is typed or pressed; a typed number it corrects,
    // it says so.
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('150');
    expect(await quantity.inputValue()).toBe('99');
    await dialog.getByText('Quantity must be between 1 and 99. We set it to 99.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await quantity.fill('0');
    expect(await quantity.inputValue()).toBe('1');
    expect(await dialog.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await dialog.getByText('Quantity must be between 1 and 99. We set it to 1.').waitFor();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByText('From 1 to 99').waitFor();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity.inputValue()).toBe('3');
    expect(await dialog.getByTestId('dialog-total').textContent()).toBe('₦28,800');
    expect(await dialog.textContent()).not.toContain('$');
    await screenshotOverlay(page, `shop-dialog-${viewport}`);

    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, 'Added to Cart').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectBadge(page, '3');

    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expectBadge(page, '3');
    await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
    await context.close();
  });

  it('merges the same tier, refuses to pass 99, and Cancel adds nothing', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/shop');
    await addThroughDialog(page, 'Onions', '1kg', 98);
    await expectBadge(page, '98');
    await addThroughDialog(page, 'Onions', '1kg', 1);
    await toast(page, 'Cart Updated').waitFor();
    await expectBadge(page, '99');

    // One more would make 100: refused with the spec's toast, the dialog stays open.
    await itemCard(page, 'Onions').getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Onions' });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    const limit = toast(page, 'Quantity Limit Reached');
    await limit.waitFor();
    expect(await limit.textContent()).toContain('Maximum 99 items allowed for Onions');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectBadge(page, '99');
    // Focus goes back to the button that opened the dialog.
    await expect
      .poll(() =>
        itemCard(page, 'Onions')
          .getByRole('button', { name: 'Add to Cart' })
          .evaluate((button) => button === document.activeElement),
      )
      .toBe(true);

    // Another line takes the total past 99: the badge says 99+.
    await addThroughDialog(page, 'Yam tuber', '1 tuber', 2);
    await expectBadge(page, '99+');
    await page.getByRole('button', { name: 'Cart, 101 items' }).waitFor();
    await context.close();
  });
});

describe('shop error state', () => {
  it("shows 'Error Loading Shop' and recovers with Try Again", async () => {
    const { context, page } = await newPage(browser, 'phone', { mocksNetwork: true });
    let failing = true;
    await page.route('**/api/shop', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'failed', error: 'boom', code: 'INTERNAL' }),
          })
        : route.fallback(),
    );
    // /shop arrives with its catalogue drawn in: the request that fails is the one made when
    // the shop is opened from a page the server did not prerender.
    await page.goto('/no/such/page');
    await page.getByTestId('nav').getByRole('link', { name: 'Shop' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Shop' });
    // The query retries server errors twice (1 s, then 2 s) before giving up.
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to load shop items');
    await screenshot(page, 'shop-error-phone');

    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(15);
    expect(await page.getByText('Error Loading Shop').count()).toBe(0);

    // A day later the network is down: the last good catalogue still loads and can be shopped.
    // (The catalogue is written to storage when the phone is next idle, within 2 s.)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('faza-shop-catalogue') !== null))
      .toBe(true);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('faza-shop-catalogue') ?? '{}');
      localStorage.setItem(
        'faza-shop-catalogue',
        JSON.stringify({ ...saved, savedAt: Date.now() - 86_400_000 }),
      );
    });
    await page.unroute('**/api/shop');
    await page.route('**/api/shop', (route) => route.abort('internetdisconnected'));
    // A new visit that starts on a page without the catalogue drawn in (the server's /shop would
    // bring today's catalogue with it).
    await page.goto('/no/such/page');
    await page.getByTestId('nav').getByRole('link', { name: 'Shop' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(15);
    await page.getByText('Couldn’t refresh the shop.').waitFor();
    await addThroughDialog(page, 'Palm oil', '5 litres', 1);
    await expectBadge(page, '1');
    await context.close();
  });
});
