import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import {
  addThroughDialog,
  cartButton,
  expectBadge,
  openCart,
  screenshotOverlay,
  toast,
  watchErrors,
} from './support/shop-cart';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const line = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('listitem', { name });

/** Whether keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('cart panel (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('changes quantities, removes a line and clears the cart for a signed-in customer', async () => {
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    await signUpAndSignIn(context);
    await page.goto('/shop');
    await addThroughDialog(page, 'Foreign parboiled rice', '5kg', 3);
    await addThroughDialog(page, 'Palm oil', '1 litre', 1);
    await expectBadge(page, '4');

    const panel = await openCart(page);
    await panel.getByText('Review your items and proceed to checkout').waitFor();
    expect(await panel.getByTestId('cart-panel-count').textContent()).toBe('4');
    const rice = line(page, 'Foreign parboiled rice, 5kg');
    expect(await rice.textContent()).toContain('₦9,600 each');
    expect(await panel.getByTestId('cart-total').textContent()).toBe('₦31,600');
    // Full width on a phone, a side panel on a desktop, against the right edge.
    const width = page.viewportSize()!.width;
    const rightEdge = async () => {
      const box = await panel.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    };
    await expect.poll(rightEdge).toBe(width); // once it has slid in
    const box = await panel.boundingBox();
    expect(Math.round(box!.width)).toBe(width); // the desktop's side panel: layout.test.ts
    await screenshotOverlay(page, `cart-panel-${viewport}`);

    await rice.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => rice.getByTestId('line-quantity').textContent()).toBe('4');
    await expect.poll(() => panel.getByTestId('cart-total').textContent()).toBe('₦41,200');
    await rice.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => rice.getByTestId('line-quantity').textContent()).toBe('3');

    // Minus at 1 takes the quantity to 0, which removes the line.
    const oil = line(page, 'Palm oil, 1 litre');
    await oil.getByRole('button', { name: 'Decrease quantity' }).click();
    await toast(page, 'Item Removed').waitFor();
    await oil.waitFor({ state: 'detached' });
    await expectBadge(page, '3');
    // Undo from the toast, without the panel closing under it.
    await toast(page, 'Item Removed').getByRole('button', { name: 'Undo' }).click();
    await oil.waitFor();
    await oil.getByRole('button', { name: 'Remove item' }).click();
    await oil.waitFor({ state: 'detached' });
    await expect.poll(() => panel.getByTestId('cart-total').textContent()).toBe('₦28,800');

    // Checkout opens the payment choice; Back returns to the cart (checkout.test.ts goes on).
    await panel.getByRole('button', { name: 'Checkout' }).click();
    await panel.getByRole('group', { name: 'How would you like to pay?' }).waitFor();
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('button', { name: 'Clear Cart' }).waitFor();
    await panel.getByText('Bank transfer payment • Send proof via WhatsApp').waitFor();

    await panel.getByRole('button', { name: 'Clear Cart' }).click();
    await toast(page, 'Cart Cleared').waitFor();
    await panel.getByText('Your cart is empty').waitFor();
    await panel.getByText('Add some delicious Nigerian foods to get started!').waitFor();
    await expectBadge(page, null);
    // No "0" bubble beside the title of an empty cart.
    expect(await panel.getByTestId('cart-panel-count').count()).toBe(0);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cart panel as a dialog', () => {
  it('traps focus, names its icon buttons, closes on Escape and returns focus', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signUpAndSignIn(context);
    await page.goto('/shop');
    await addThroughDialog(page, 'Yam tuber', '1 tuber', 2);
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.waitFor();
    for (const name of ['Close cart', 'Remove item', 'Decrease quantity', 'Increase quantity']) {
      await panel.getByRole('button', { name }).waitFor();
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect
      .poll(() => cartButton(page).evaluate((button) => button === document.activeElement))
      .toBe(true);
    await context.close();
  });

  it('shows a signed-out visitor their cart, asks them to sign in to check out and keeps it for when they return', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/shop');
    await addThroughDialog(page, 'Garri (Ijebu)', '5kg', 2);
    const panel = await openCart(page);
    // The cart is read before signing in: its line, quantity and total.
    await line(page, 'Garri (Ijebu), 5kg').waitFor();
    expect(await panel.getByTestId('cart-total').textContent()).toMatch(/^₦[\d,]+$/);
    expect(await panel.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    const signIn = panel.getByRole('link', { name: 'Sign in to check out' });
    expect(await signIn.getAttribute('href')).toBe('/signin?next=%2Fshop');
    await screenshotOverlay(page, 'cart-signed-out-phone');
    await signIn.click();
    await page.waitForURL('**/signin?next=%2Fshop');

    // Signing in (through the API here) and coming back finds the same cart.
    await signUpAndSignIn(context);
    await page.goto('/shop');
    await expectBadge(page, '2');
    await openCart(page);
    await line(page, 'Garri (Ijebu), 5kg').waitFor();
    await context.close();
  });

  it('re-prices a saved cart from the catalogue and shows the change', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signUpAndSignIn(context);
    const base = {
      kind: 'item',
      name: 'Foreign parboiled rice',
      quantity: 2,
      image: '/images/food/parboiled-rice.svg',
      productId: 'parboiled-rice',
      maxQuantity: 99,
    };
    const saved = [
      { ...base, id: 'Foreign parboiled rice:5kg', quantityType: '5kg', price: 900_000 },
      // A tier the item does not have: the cart must not keep it.
      { ...base, id: 'Foreign parboiled rice:7kg', quantityType: '7kg', price: 1_000_000 },
    ];
    await page.addInitScript((cart) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('faza-cart', JSON.stringify({ version: 1, lines: cart }));
        sessionStorage.setItem('seeded', '1');
      }
    }, saved);
    await page.goto('/shop');
    await toast(page, 'Item Removed').waitFor();
    await expectBadge(page, '2');
    await openCart(page);
    const rice = line(page, 'Foreign parboiled rice, 5kg');
    expect(await rice.textContent()).toContain('₦9,600 each');
    expect(await rice.textContent()).toContain('Price changed: was ₦9,000');
    await page.getByText('Some prices have changed since you added these items.').waitFor();
    await context.close();
  });

  it('discards a corrupted or old-format saved cart without breaking the app', async () => {
    for (const raw of ['{oops', '[{"name":"rice"}]', '{"version":1,"lines":[{"quantity":-3}]}']) {
      const { context, page } = await newPage(browser, 'phone');
      const errors = watchErrors(page);
      await page.addInitScript((value) => localStorage.setItem('faza-cart', value), raw);
      await page.goto('/shop');
      await page.getByRole('article').first().waitFor();
      await expectBadge(page, null);
      await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
      await addThroughDialog(page, 'Onions', '1kg', 1);
      await expectBadge(page, '1');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
