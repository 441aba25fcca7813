import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { testServer } from './test-server';

export const GOOD_CARD = '4084084084084081';
/** Luhn-valid and ending in 0002: the sandbox declines it. */
export const DECLINED_CARD = '4084084084020002';

/**
 * Tops the signed-in client's wallet up by card through the API and the sandbox payment page, as
 * a customer would (for journeys that are not about topping up): a browser context or an API
 * client (api-client.ts).
 */
export async function fundWallet(
  context: { request: APIRequestContext },
  naira: number,
): Promise<void> {
  const base = testServer().baseUrl;
  const started = await context.request.post(`${base}/api/wallet/topup`, {
    data: { amount: naira, method: 'card' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (started.status() !== 201)
    throw new Error(`top-up failed: ${started.status()} ${await started.text()}`);
  const { payment_url: url } = (await started.json()).data as { payment_url: string };
  const paid = await context.request.post(new URL(new URL(url).pathname, base).href, {
    form: { cardNumber: GOOD_CARD, expiry: '12/30', cvv: '123' },
  });
  if (!paid.ok()) throw new Error(`sandbox payment failed: ${paid.status()}`);
}

/**
 * Presses the top-up dialog's Pay: the sandbox's payment page opens in this same tab (no second
 * tab, docs/decisions/0058), takes the card and comes back to /wallet?reference=….
 */
export async function payInThisTab(
  page: Page,
  payLabel: string,
  card: string,
  onForm?: (form: Page) => Promise<void>,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
  await dialog.getByRole('button', { name: payLabel }).click();
  await page.waitForURL(/\/api\/wallet\/sandbox\/pay\//);
  await page.getByLabel('Card number').waitFor();
  await onForm?.(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: payLabel }).click();
  await page.waitForURL((url) => url.pathname === '/wallet');
}

/** The wallet's history rows, newest first. */
export const transactionRows = (page: Page) => page.getByTestId('wallet-transaction');

/** Sends money through the API, as the Send dialog would (for filling a history). */
export async function sendThroughApi(
  context: { request: APIRequestContext },
  faza: string,
  naira: number,
): Promise<void> {
  const res = await context.request.post(`${testServer().baseUrl}/api/wallet/send`, {
    data: { faza, amount: naira },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (!res.ok()) throw new Error(`send failed: ${res.status()} ${await res.text()}`);
}

/** Closes open toasts so a screenshot shows the page under them. */
export async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) {
    await close.click().catch(() => {});
  }
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}
