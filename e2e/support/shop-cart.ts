import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

export { toast } from './look';

/** The navigation's Cart button; its accessible name carries the count ("Cart, 3 items"). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

/** The count bubble on the Cart button (absent when the cart is empty). */
export async function badgeText(page: Page): Promise<string | null> {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) === 0 ? null : badge.textContent();
}

export const itemCard = (page: Page, name: string) => page.getByRole('article', { name });

/**
 * Adds an item through the shop dialog: its card's Add to Cart, the quantity type, then the
 * quantity typed into the field, and the dialog's Add to Cart.
 */
export async function addThroughDialog(
  page: Page,
  item: string,
  quantityType: string,
  quantity: number,
): Promise<void> {
  await itemCard(page, item).getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: new RegExp(`^${escape(quantityType)} `) }).check();
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the cart panel from the navigation and waits for it. */
export async function openCart(page: Page) {
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await panel.waitFor();
  return panel;
}

export async function expectBadge(page: Page, text: string | null): Promise<void> {
  await expect.poll(() => badgeText(page)).toBe(text);
}

/** Collects uncaught page errors, so a test can assert the app never crashed. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Screenshot of what is on screen, for dialogs and the cart panel: a full-page capture stretches
 * fixed overlays over the whole page. Toasts are closed first so they do not hide the header.
 */
export async function screenshotOverlay(page: Page, name: string): Promise<void> {
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await close.click().catch(() => {});
  }
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  // Finite animations (the dialog's or panel's entrance) are run to their end before the capture,
  // rather than waited out for a time guessed on a quiet machine.
  await screenshot(page, name, { fullPage: false, animations: 'disabled' });
}
