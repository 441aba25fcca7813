import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { placeBankOrder } from './support/deliveries';
import { pantryCard } from './support/pantry';
import { addThroughDialog, openCart, toast, watchErrors } from './support/shop-cart';
import { fundWallet, transactionRows } from './support/wallet';

// What a newcomer found looking at the app: look-alike pantry cards, a toast over the cart
// panel's header, the order date wrapping beside its badge, and times in two formats.

/** Every date-time in the app: '23 Nov 2026, 3:45 pm'. */
const DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits until nothing on the page is moving (a toast sliding in, the panel sliding in). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** How many lines of text an element's content takes. */
const lineCount = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

describe('display gaps (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('tells rice bought singly from rice out of a bundle, and shows one time format', async () => {
    const { context, page } = await newPage(browser, viewport, { motion: true });
    const errors = watchErrors(page);
    await signUpAndSignIn(context);
    await fundWallet(context, 40_000);
    // Two rice 5kg singly and a Starter Pack (which holds one rice 5kg), paid from the wallet.
    const bought = await context.request.post(`${baseUrl()}/api/shop/buy`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        items: [{ name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 }],
        bundles: [{ id: 'starter-pack', quantity: 1 }],
        'payment-method': 'wallet',
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);

    await page.goto('/pantry');
    const rice = pantryCard(page, 'Foreign parboiled rice');
    await rice.first().waitFor();
    expect(await rice.count()).toBe(2);
    const origins = await rice.getByTestId('lot-origin').allTextContents();
    expect(origins.sort()).toEqual(['Bought singly', 'From Starter Pack']);
    // Food with no twin needs no origin line.
    expect(await pantryCard(page, 'Palm oil').getByTestId('lot-origin').count()).toBe(0);
    await screenshot(page, `gaps-pantry-twins-${viewport}`);

    // Pantry history, the wallet and the orders all read '23 Nov 2026, 3:45 pm'.
    await page.getByRole('tab', { name: 'History' }).click();
    const historyTime = page.getByTestId('history-entry').first().locator('time');
    expect((await historyTime.textContent())!.trim()).toMatch(DATE_TIME);
    await page.goto('/wallet');
    const walletTime = transactionRows(page).first().locator('time');
    await walletTime.waitFor();
    expect((await walletTime.textContent())!.trim()).toMatch(DATE_TIME);
    await page.goto('/orders');
    const orderDate = page.getByTestId('order-date').first();
    await orderDate.waitFor();
    expect((await orderDate.textContent())!.trim()).toMatch(DATE_TIME);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps toasts off the open cart panel’s title and Close', async () => {
    const { context, page } = await newPage(browser, viewport, { motion: true });
    const errors = watchErrors(page);
    await signUpAndSignIn(context);
    await page.goto('/shop');
    await addThroughDialog(page, 'Foreign parboiled rice', '5kg', 1);
    // The 'Added to Cart' toast is still up when the panel opens.
    const panel = await openCart(page);
    const added = toast(page, 'Added to Cart');
    await added.waitFor();
    await settled(page);
    const heading = panel.getByRole('heading', { name: 'Shopping Cart' });
    const close = panel.getByRole('button', { name: 'Close cart' });
    const expectClear = async (shown: Locator) => {
      const box = (await shown.boundingBox())!;
      expect(overlaps(box, (await heading.boundingBox())!)).toBe(false);
      expect(overlaps(box, (await close.boundingBox())!)).toBe(false);
    };
    await expectClear(added);
    // Nor the panel's action bar (the total and checkout) at the bottom.
    const footer = (await panel.locator('footer').boundingBox())!;
    expect(overlaps((await added.boundingBox())!, footer)).toBe(false);
    // What is on screen (a full-page capture would stretch the fixed panel).
    await screenshot(page, `gaps-toast-over-cart-${viewport}`, { fullPage: false });

    // A toast raised from inside the panel: removing the line ('Item Removed', with Undo).
    await panel.getByRole('button', { name: 'Remove item' }).click();
    const removed = toast(page, 'Item Removed');
    await removed.waitFor();
    await settled(page);
    await expectClear(removed);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits an awaiting-payment order’s date on one line beside its badge', async () => {
    const { context, page } = await newPage(browser, viewport, { motion: true });
    await signUpAndSignIn(context);
    const order = await placeBankOrder(context.request, [
      { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 1 },
    ]);
    await page.goto('/orders');
    const row = page.getByRole('listitem', { name: order.invoiceId });
    await row.getByText('Awaiting payment').waitFor();
    const date = row.getByTestId('order-date');
    expect((await date.textContent())!.trim()).toMatch(DATE_TIME);
    expect(await lineCount(date)).toBe(1);
    // The whole line (date · payment method) is one line too, inside the card.
    expect(await lineCount(date.locator('xpath=..'))).toBe(1);
    const card = (await row.boundingBox())!;
    const dateBox = (await date.boundingBox())!;
    expect(dateBox.x + dateBox.width).toBeLessThanOrEqual(card.x + card.width);
    await screenshot(page, `gaps-orders-${viewport}`);
    await context.close();
  });
});
