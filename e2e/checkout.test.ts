import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { fillCart, getInvoice, openCheckout, printToPdf, staffConfirms } from './support/checkout';
import { look } from './support/look';
import { pantryCard } from './support/pantry';
import { expectBadge, openCart, screenshotOverlay, toast, watchErrors } from './support/shop-cart';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('checkout by bank transfer (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('creates the order, opens the invoice with WhatsApp links and takes "I have paid"', async () => {
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    const account = await signUpAndSignIn(context);
    await fillCart(page);
    await expectBadge(page, '3');

    const panel = await openCheckout(page);
    const wallet = panel.getByRole('radio', { name: /Wallet/ });
    expect(await wallet.isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: /Bank transfer/ }).isChecked()).toBe(true);
    await screenshotOverlay(page, `checkout-choice-${viewport}`);

    // Nothing a customer does here opens a second tab (docs/decisions/0058).
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    const invoice = await getInvoice(page);
    await toast(page, 'Invoice Generated').waitFor();
    await page.getByText('Please make payment and send proof via WhatsApp').waitFor();

    // The invoice: number, date, customer, items (bundle with its contents), total, bank, WhatsApp.
    const number = (await invoice.getByTestId('invoice-number').textContent())!;
    expect(number).toMatch(/^INV-\d{13}$/);
    expect(await invoice.title()).toBe(`Invoice ${number} · Faza`);
    const customer = await invoice.getByTestId('customer-info').textContent();
    expect(customer).toContain(account.email);
    expect(customer).toContain(`0${account.phone.slice(1, 4)} ${account.phone.slice(4, 7)}`);
    const text = (await invoice.getByTestId('invoice').textContent())!;
    for (const expected of [
      'Foreign parboiled rice',
      '(5kg)',
      '₦9,600',
      '₦19,200',
      'Starter Pack',
      'Honey beans (oloyin) (1kg)',
      '₦35,200',
      'Bank transfer details',
      'Faza Demo Bank',
      'Faza Foods Ltd',
      `quoting invoice number ${number}`,
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(await invoice.getByTestId('account-number').textContent()).toBe('0000000000');
    const links = await invoice
      .getByRole('link', { name: /^WhatsApp / })
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(2);
    for (const href of links) {
      const url = new URL(href);
      expect(url.host).toBe('wa.me');
      expect(url.searchParams.get('text')).toContain(number);
      expect(url.searchParams.get('text')).toContain('₦35,200');
    }
    await invoice.getByRole('button', { name: 'I have paid' }).waitFor();
    await look(invoice, 'invoice-phone');
    // Back to the page the cart was opened on.
    await invoice.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/bundles');

    // The spec's pending payment is kept, the cart is empty and the panel shows the order.
    const pending = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('pending-payment') ?? 'null'),
    );
    expect(pending).toMatchObject({
      invoiceId: number,
      totalAmount: 35_200,
      whatsappNumbers: ['+2348000000001', '+2348000000002'],
      bankDetails: { accountNumber: '0000000000' },
    });
    await expectBadge(page, null);
    await openCart(page);
    const card = panel.getByTestId('pending-payment');
    await card.getByText(number).waitFor();
    await card.getByText('Waiting for your payment').waitFor();
    await card.getByRole('button', { name: 'I have paid' }).waitFor();
    await screenshotOverlay(page, `cart-pending-payment-${viewport}`);
    await page.keyboard.press('Escape');

    // My Orders offers "I have paid" too, and so does the invoice opened from it, with Back.
    await page.goto('/orders');
    const row = page.getByRole('listitem', { name: number });
    await row.getByRole('button', { name: 'I have paid' }).waitFor();
    await row.getByRole('link', { name: 'Invoice' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}\/invoice$/);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await toast(page, 'Thank you!').waitFor();
    await page.getByTestId('invoice').getByText('Payment being checked').first().waitFor();
    expect(await page.getByRole('button', { name: 'I have paid' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    // A WhatsApp link is not clicked here: headless chromium has no WhatsApp app to hand
    // `whatsapp://send` to (packages/shared/src/rules/whatsapp.test.ts covers the address).
    // Printing works from the invoice in the app.
    expect(await printToPdf(page, 'invoice-print')).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await row.getByText('Payment being checked').waitFor();
    expect(await row.getByRole('button', { name: 'I have paid' }).count()).toBe(0);
    expect(await row.getByTestId('order-total').textContent()).toBe('₦35,200');
    await look(page, `orders-${viewport}`);

    // The cart panel says so as well.
    await openCart(page);
    await card.getByText('Thanks! We are checking your transfer.', { exact: false }).waitFor();
    // The invoice number stays on one line beside the wider 'Payment being checked' badge.
    const lines = await card.getByTestId('pending-invoice-number').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await card.getByRole('button', { name: 'View Invoice' }).waitFor();
    await page.keyboard.press('Escape');
    expect(opened).toEqual([]);

    // Staff confirm the transfer; the next time the customer opens their pantry they are told,
    // and the food is there: the rice line and the Starter Pack's six items, each with an expiry.
    await staffConfirms(pending.orderId);
    await page.goto('/pantry');
    await toast(page, 'Order Confirmed!').waitFor();
    await page
      .getByText('Your items have been added to your pantry. Thank you for your purchase!')
      .waitFor();
    for (const name of [
      'Foreign parboiled rice',
      'Honey beans (oloyin)',
      'Palm oil',
      'Tomato paste (400 g tin)',
      'Onions',
      'Scotch bonnet pepper (ata rodo)',
    ])
      await pantryCard(page, name).first().waitFor();
    const expiries = await page.getByTestId('expiry-date').allTextContents();
    expect(expiries.length).toBeGreaterThanOrEqual(6);
    for (const date of expiries) expect(date.trim()).not.toBe('');
    await screenshot(page, `pantry-after-order-${viewport}`);
    // Told once: the orders page shows the order paid, without a second toast.
    await page.goto('/orders');
    await row.getByText('Paid').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await toast(page, 'Order Confirmed!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('checkout details', () => {
  it('cancels an order from the cart panel and reaches /orders from the account menu', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signUpAndSignIn(context);
    await fillCart(page);
    await openCheckout(page);
    await getInvoice(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/bundles');
    await openCart(page);
    const card = page.getByTestId('pending-payment');
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await card.getByRole('button', { name: 'Yes, cancel' }).click();
    await toast(page, 'Order cancelled').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pending-payment'))).toBeNull();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL('**/orders');
    await page.getByRole('list', { name: 'Orders' }).getByText('Cancelled').waitFor();
    await screenshot(page, 'orders-cancelled-desktop');
    await context.close();
  });
});
