import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addThroughDialog, openCart } from './shop-cart';
import { staffClient } from './api-client';
import { SCREENSHOTS } from './browser';

export const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Two 5 kg bags of rice from the shop and a Starter Pack from /bundles: ₦35,200. */
export async function fillCart(page: Page): Promise<void> {
  await page.goto('/shop');
  await addThroughDialog(page, 'Foreign parboiled rice', '5kg', 2);
  await page.goto('/bundles');
  await page
    .getByRole('article', { name: 'Starter Pack' })
    .getByRole('button', { name: 'Add Bundle to Cart' })
    .click();
}

/** Opens the cart and its checkout step. */
export async function openCheckout(page: Page) {
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
  await panel.getByRole('group', { name: 'How would you like to pay?' }).waitFor();
  return panel;
}

/**
 * Presses Get Invoice: the invoice opens in this tab (docs/decisions/0058), the cart panel closed.
 * Returns the page, now on the invoice.
 */
export async function getInvoice(page: Page): Promise<Page> {
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await panel.getByRole('button', { name: 'Get Invoice' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}\/invoice$/);
  await page.getByTestId('invoice').waitFor();
  return page;
}

/**
 * Prints the page to an A4 PDF with chromium, as the Print button would, and renders its pages to
 * PNG with pdftoppm when installed and screenshots are on (for a person to look at). Returns the
 * PDF's page count.
 */
export async function printToPdf(page: Page, name: string): Promise<number> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.pdf`);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: file, format: 'A4', preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  if (SCREENSHOTS) {
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SHOTS, name)]);
    } catch {
      // No poppler-utils here: the PDF itself is still written.
    }
  }
  return (readFileSync(file, 'latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

/** A moderator confirms the order's bank transfer through the staff API, as the console would. */
export async function staffConfirms(orderId: string): Promise<void> {
  const staff = await staffClient('moderator');
  const res = await staff.post(`/api/admin/orders/${orderId}/confirm-payment`, {
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (res.status() !== 200) throw new Error(`confirm failed: ${res.status()} ${await res.text()}`);
}
