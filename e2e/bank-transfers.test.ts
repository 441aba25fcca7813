import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, type ViewportName } from './support/browser';
import { fillCart, getInvoice, openCheckout } from './support/checkout';
import { look } from './support/look';

// Bank transfers into the customer's own account number (docs/decisions/0055), with the sandbox
// playing the bank: its signed event goes to the server's own webhook over HTTP.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('bank transfers into your own account number (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;

  it('a new customer sees their number, simulates a transfer, and sees the balance and the notification', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/wallet');
    const card = page.getByTestId('account-number-card');
    // Set up by a job after the phone was verified; the card fills in by itself.
    const number = card.getByTestId('own-account-number');
    await number.waitFor({ timeout: 60_000 });
    expect(await number.textContent()).toMatch(/^99[0-9]{8}$/);
    expect(await card.getByTestId('own-bank-name').textContent()).toContain('Faza Sandbox Bank');

    const form = card.getByTestId('simulate-transfer');
    await form.getByLabel('Amount (₦)').fill('5000');
    await form.getByLabel('Sender name').fill('CHIOMA OKAFOR');
    await form.getByRole('button', { name: 'Send transfer' }).click();
    await page.getByTestId('wallet-balance').getByText('₦5,000').waitFor({ timeout: 30_000 });
    const inbox = await page.request.get(`${baseUrl()}/api/notifications`);
    expect(await inbox.text()).toContain(
      '₦5,000 received from CHIOMA OKAFOR by bank transfer. It is in your wallet.',
    );
    await look(page, `bank-transfer-wallet-${viewport}`);
  });

  it('a bank-transfer checkout is paid by a simulated transfer, with no staff action', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/wallet');
    const number = page.getByTestId('own-account-number');
    await number.waitFor({ timeout: 60_000 });
    const accountNumber = (await number.textContent())!;

    await fillCart(page);
    const panel = await openCheckout(page);
    expect(await panel.getByRole('radio', { name: /Bank transfer/ }).isChecked()).toBe(true);
    const invoice = await getInvoice(page);
    await invoice.getByTestId('own-account-payment').waitFor();
    expect(await invoice.getByTestId('own-account-payment').textContent()).toContain(accountNumber);
    await look(invoice, `bank-transfer-invoice-${viewport}`);

    // The customer's bank pays the order's total into their own number.
    const sent = await page.request.post(`${baseUrl()}/api/wallet/sandbox/transfers`, {
      data: { accountNumber, amount: 35_200, senderName: 'ADA OBI' },
    });
    expect(sent.status()).toBe(200);
    // The invoice asks again every few seconds while unpaid: it shows Paid by itself.
    await invoice.getByText('Paid', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(await invoice.getByTestId('own-account-payment').count()).toBe(0);
  });
});
