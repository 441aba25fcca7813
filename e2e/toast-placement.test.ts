import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { placeBankOrder } from './support/deliveries';
import { addThroughDialog, itemCard, toast, watchErrors } from './support/shop-cart';

// Where a toast lands on a phone (docs/decisions/0068-toast-placement-and-bench-tools-on-demand.md): never over
// the page's heading or the invoice number (as at the top of the screen), nor over the bottom
// navigation or an open sheet's buttons (as at the bare bottom).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Nothing on the page is moving (the toast sliding in, a sheet rising). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/**
 * Expects the toast, once at rest, to cover none of `targets` (named in the failure). The pointer
 * rests on the toast, which holds it on screen (sonner pauses its timer) however slow the machine.
 * The toaster is placed a frame after a sheet or bar appears, hence the poll; a toaster that moves
 * leaves the pointer behind and its timer runs again, so each look puts the pointer back on it.
 */
async function expectClear(page: Page, shown: Locator, targets: Record<string, Locator>) {
  await shown.hover();
  const covered = async () => {
    await settled(page);
    await shown.hover();
    const box = (await shown.boundingBox({ timeout: 5_000 }))!;
    const hits: string[] = [];
    for (const [name, target] of Object.entries(targets)) {
      const other = await target.boundingBox({ timeout: 5_000 });
      if (!other) hits.push(`${name} (not on screen)`);
      else if (overlaps(box, other)) hits.push(name);
    }
    return hits;
  };
  await expect.poll(covered, { timeout: 10_000 }).toEqual([]);
}

describe('toast placement (phone)', () => {
  const viewport = 'phone' satisfies ViewportName;

  it('keeps toasts off page headings, the invoice number and the bottom navigation', async () => {
    const { context, page } = await newPage(browser, viewport, { motion: true });
    const errors = watchErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // Signed out: a wrong password on the sign-in page.
    await page.goto('/signin');
    await page.getByLabel('Phone Number').fill('08031234567');
    await page.getByLabel('Password', { exact: true }).fill('Wrong&Password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const failed = toast(page, 'Login Failed');
    await expectClear(page, failed, {
      heading: page.getByRole('heading', { level: 1, name: 'Sign In' }),
    });
    await screenshot(page, `toast-placement-signin-${viewport}`);

    await signUpAndSignIn(context);

    // The pantry and the wallet: Copy of the FAZA number toasts.
    for (const pagePath of ['/pantry', '/wallet']) {
      await page.goto(pagePath);
      const heading = page.getByRole('heading', { level: 1 });
      await page.getByRole('button', { name: 'Copy', exact: true }).first().click();
      const copied = toast(page, 'FAZA Number Copied!');
      await expectClear(page, copied, {
        heading,
        'bottom navigation': page.getByRole('navigation', { name: 'Main' }),
      });
      await screenshot(page, `toast-placement-${pagePath.slice(1)}-${viewport}`);
      await copied.getByRole('button', { name: /close/i }).click();
      await copied.waitFor({ state: 'detached' });
    }

    // The invoice: "I have paid" answers with a long toast; the number stays readable above it.
    const order = await placeBankOrder(context.request, [
      { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 1 },
    ]);
    await page.goto(`/orders/${order.id}/invoice`);
    const number = page.getByTestId('invoice-number');
    await expect.poll(() => number.textContent()).toBe(order.invoiceId);
    await page.getByRole('button', { name: 'I have paid' }).click();
    const thanks = toast(page, 'Thank you!');
    await thanks.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectClear(page, thanks, {
      heading: page.getByRole('heading', { level: 1, name: 'Invoice' }),
      'invoice number': number,
      'My orders': page.getByRole('link', { name: 'My orders' }),
    });
    await screenshot(page, `toast-placement-invoice-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a toast raised in an open bottom sheet off its title and buttons', async () => {
    const { context, page } = await newPage(browser, viewport, { motion: true });
    const errors = watchErrors(page);
    await page.goto('/shop');
    await addThroughDialog(page, 'Onions', '1kg', 99);
    // One more would pass 99: refused with a toast while the sheet stays open.
    await itemCard(page, 'Onions').getByRole('button', { name: 'Add to Cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Onions' });
    await settled(page);
    await sheet.getByRole('button', { name: 'Add to Cart' }).click();
    const limit = toast(page, 'Quantity Limit Reached');
    await expectClear(page, limit, {
      title: sheet.getByRole('heading', { name: 'Onions' }),
      Close: sheet.getByRole('button', { name: 'Close' }),
      Cancel: sheet.getByRole('button', { name: 'Cancel' }),
      'Add to Cart': sheet.getByRole('button', { name: 'Add to Cart' }),
    });
    // The toast is inside the screen, and still pressable over the sheet's backdrop.
    const box = (await limit.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // What is on screen: a full-page capture would stretch the fixed sheet.
    await screenshot(page, `toast-placement-sheet-${viewport}`, { fullPage: false });
    await limit.getByRole('button', { name: /close/i }).click();
    await limit.waitFor({ state: 'detached' });
    expect(await sheet.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
