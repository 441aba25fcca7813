import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_WINDOW_MESSAGE_TYPE, WALLET_MESSAGES } from '@faza/shared';
import { signUpAndSignIn } from './support/accounts';
import {
  baseUrl,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  type ViewportName,
} from './support/browser';

// The sandbox provider's hosted payment page, served by the API, in a real
// browser: its CSP lets its own script run, Luhn is checked on the page, and after paying it tells
// the window that opened it and closes. The /wallet screens are tested with the web feature.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Message = { type: string; reference: string; status: string; message?: string };

async function startTopUp(page: Page, naira: number) {
  const res = await page.request.post(`${baseUrl()}/api/wallet/topup`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { amount: naira, method: 'card' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { reference: string; payment_url: string };
}

const balance = async (page: Page) => {
  const me = (await (await page.request.get(`${baseUrl()}/api/auth/me`)).json()).data;
  return (await (await page.request.get(`${baseUrl()}/api/wallet/balance/${me.wallet_id}`)).json())
    .data as number;
};

/** Opens the payment URL from `opener` as the app does (a 500×600 window) and collects messages. */
async function openPaymentWindow(opener: Page, url: string) {
  await opener.evaluate(() => {
    const w = window as unknown as { paymentMessages: Message[] };
    w.paymentMessages = [];
    window.addEventListener('message', (e) => w.paymentMessages.push(e.data));
  });
  const [popup] = await Promise.all([
    opener.context().waitForEvent('page'),
    opener.evaluate((u) => window.open(u, 'faza-pay', 'width=500,height=600'), url),
  ]);
  await popup.waitForLoadState();
  // The page must also fit a phone, where the "window" is the whole 360 px screen.
  if (opener.viewportSize()?.width === PHONE.width) await popup.setViewportSize(PHONE);
  return popup;
}

const messages = (opener: Page) =>
  opener.evaluate(() => (window as unknown as { paymentMessages: Message[] }).paymentMessages);

async function payWith(popup: Page, card: string) {
  await popup.getByLabel('Card number').fill('');
  await popup.getByLabel('Card number').pressSequentially(card.replace(/\s/g, ''));
  await popup.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await popup.getByLabel('CVV').fill('123');
}

describe('sandbox payment page (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('pays ₦5,000 with a test card: Luhn checked, the opener told, the window closed, credited once', async () => {
    const { page, context } = await newPage(browser, viewport);
    const cspErrors: string[] = [];
    context.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await signUpAndSignIn(context);
    await page.goto('/');
    const { reference, payment_url } = await startTopUp(page, 5000);
    const popup = await openPaymentWindow(page, payment_url);
    await popup.getByRole('button', { name: 'Pay ₦5,000' }).waitFor();
    expect(await popup.getByRole('note').textContent()).toBe(WALLET_MESSAGES.testMoney);

    await screenshot(popup, 'sandbox-payment-phone');
    // The page's own script runs under its CSP: the number is grouped as it is typed.
    await payWith(popup, '4084 0840 8408 4082');
    expect(await popup.getByLabel('Card number').inputValue()).toBe('4084 0840 8408 4082');
    await popup.getByRole('button', { name: 'Pay ₦5,000' }).click();
    await popup.getByRole('alert').getByText(WALLET_MESSAGES.cardInvalid).waitFor();
    expect(await balance(page)).toBe(0);

    await payWith(popup, '4084 0840 8408 4081');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Pay ₦5,000' }).click();
    await closed;
    expect(await messages(page)).toEqual([
      {
        type: PAYMENT_WINDOW_MESSAGE_TYPE,
        reference,
        status: 'success',
        message: '₦5,000 has been added to your wallet',
      },
    ]);
    expect(await balance(page)).toBe(5000);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('a card ending in 0002 is declined and nothing is credited', async () => {
    const { page, context } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/');
    const { reference, payment_url } = await startTopUp(page, 2000);
    const popup = await openPaymentWindow(page, payment_url);
    await payWith(popup, '4000 0000 0000 0002');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Pay ₦2,000' }).click();
    await popup.getByRole('heading', { name: 'Card declined' }).waitFor();
    await screenshot(popup, 'sandbox-payment-declined-phone');
    await closed;
    expect(await messages(page)).toEqual([
      { type: PAYMENT_WINDOW_MESSAGE_TYPE, reference, status: 'failed', message: 'Card declined' },
    ]);
    expect(await balance(page)).toBe(0);
    await context.close();
  });
});
