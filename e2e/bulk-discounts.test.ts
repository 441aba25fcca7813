import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpAndSignIn } from './support/accounts';
import {
  baseUrl,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  type ViewportName,
} from './support/browser';
import { getInvoice, printToPdf, staffConfirms } from './support/checkout';
import { runCli } from './support/cli';
import { setRole, setTier } from './support/database';
import { look } from './support/look';
import {
  addThroughDialog,
  itemCard,
  openCart,
  screenshotOverlay,
  watchErrors,
} from './support/shop-cart';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const RICE = 'Foreign parboiled rice';
/** The seeded default rule (migration 026): 5 % off lines of 25 base units or more. */
const DEFAULT_RULE = '00000000-0000-4000-8000-000000000026';

/** Two 25 kg bags (₦92,000, 5 % off: ₦4,600) and one 5 kg bag (₦9,600, no discount). */
async function fillBulkCart(page: Page) {
  await page.goto('/shop');
  await addThroughDialog(page, RICE, '5kg', 1);
  await addThroughDialog(page, RICE, '25kg', 2);
}

describe('Premium Plus bulk discounts (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('a member sees the discount on the shop, in the cart and on the invoice; the books stay clean', async () => {
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    const account = await signUpAndSignIn(context);
    await setTier(account.email, 'premium_plus');

    await page.goto('/shop');
    await itemCard(page, RICE)
      .getByTestId('plus-offer')
      .getByText('Your Plus price: 5% off 25kg and up')
      .waitFor();
    await screenshot(page, `discount-shop-member-${viewport}`);
    // The dialog shows the member's price for the size chosen.
    await itemCard(page, RICE).getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: RICE });
    await dialog.getByRole('radio', { name: /^25kg / }).check();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    expect(await dialog.getByTestId('dialog-total').textContent()).toBe('₦87,400');
    await dialog.getByTestId('dialog-plus-price').getByText('Your Premium Plus price').waitFor();
    await screenshotOverlay(page, `discount-dialog-member-${viewport}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await fillBulkCart(page);
    const panel = await openCart(page);
    await panel.getByTestId('cart-discount').getByText('−₦4,600').waitFor();
    expect(await panel.getByTestId('cart-total').textContent()).toBe('₦97,000');
    const bulkLine = panel.getByRole('listitem', { name: `${RICE}, 25kg` });
    expect(await bulkLine.getByTestId('line-plus-discount').textContent()).toBe(
      'Plus discount −₦4,600',
    );
    await screenshotOverlay(page, `discount-cart-member-${viewport}`);

    await panel.getByRole('button', { name: 'Checkout' }).click();
    await panel.getByRole('group', { name: 'How would you like to pay?' }).waitFor();
    const invoice = await getInvoice(page);
    expect(await invoice.getByTestId('invoice-total').textContent()).toBe('₦97,000');
    const text = (await invoice.getByTestId('invoice').textContent())!;
    for (const expected of ['₦92,000', '−₦4,600', '₦87,400', '₦101,600', 'Premium Plus discount'])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(await invoice.getByTestId('invoice-discount-rules').textContent()).toContain(
      '5% off sizes of 25 units or more',
    );
    // On paper too: the printable invoice keeps the list, discount and paid columns on one page.
    expect(await printToPdf(invoice, 'discount-invoice-print')).toBe(1);
    await invoice.setViewportSize(PHONE);
    await look(invoice, `discount-invoice-${viewport}`);

    // Staff confirm the transfer: the sale booked is the discounted total, and the books reconcile.
    const orderId = /\/orders\/([0-9a-f-]{36})\/invoice$/.exec(invoice.url())![1]!;
    await staffConfirms(orderId);
    const report = JSON.parse(runCli(['ledger', 'check']));
    expect(report).toMatchObject({ ok: true, mismatches: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the badge with the shop: in the page the server sends, and no request for the rules', async () => {
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    const html = await (await context.request.get(`${baseUrl()}/shop`)).text();
    expect(html).toContain('Premium Plus: 5% off 25kg and up');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/discounts') asked.push(request.url());
    });
    await page.goto('/shop');
    const card = itemCard(page, RICE);
    await card.getByText('Premium Plus: 5% off 25kg and up').waitFor();
    // Hydrated (the card's button opens its dialog), from the rules the page was drawn with.
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: RICE }).waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a basic member sees what Premium Plus would save', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/shop');
    await itemCard(page, RICE).getByText('Premium Plus: 5% off 25kg and up').waitFor();
    await fillBulkCart(page);
    const panel = await openCart(page);
    await panel
      .getByTestId('cart-plus-saving')
      .getByText('With Premium Plus you would save ₦4,600')
      .waitFor();
    expect(await panel.getByTestId('cart-total').textContent()).toBe('₦101,600');
    expect(
      await panel
        .getByRole('listitem', { name: `${RICE}, 25kg` })
        .getByTestId('line-plus-discount')
        .textContent(),
    ).toBe('Save ₦4,600 with Premium Plus');
    expect(await panel.getByTestId('cart-discount').count()).toBe(0);
    await screenshotOverlay(page, `discount-cart-basic-${viewport}`);
    await context.close();
  });

  it('staff change a rule in the console at /admin/discounts', async () => {
    const { context, page } = await newPage(browser, viewport);
    const staff = newAccount();
    await signUpAndSignIn(context, staff);
    await setRole(staff.email, 'admin');
    try {
      await page.goto('/admin/discounts');
      const card = page.getByTestId(`discount-${DEFAULT_RULE}`);
      await card.getByText('5% off sizes of 25 units or more').waitFor();
      await card.getByText('In force').waitFor();
      await card.getByText('Edit ›').click();
      await card.getByLabel('Percentage off').fill('8');
      await card.getByLabel('From size (base units)').fill('50');
      await look(page, `discount-console-${viewport}`);
      await card.getByRole('button', { name: 'Save changes' }).click();
      await page
        .getByTestId(`discount-${DEFAULT_RULE}`)
        .getByText('8% off sizes of 50 units or more')
        .waitFor();

      // The shop reads the changed rule at once.
      const rules = await (await context.request.get(`${baseUrl()}/api/discounts`)).json();
      expect(rules.data.rules).toEqual([
        expect.objectContaining({ id: DEFAULT_RULE, percentBp: 800, minBaseUnits: 50 }),
      ]);
      await page.goto('/shop');
      await itemCard(page, RICE).getByText('Premium Plus: 8% off 50kg and up').waitFor();

      // The change is in the audit log with who made it.
      const audit = await (
        await context.request.get(`${baseUrl()}/api/admin/audit?subject_id=${DEFAULT_RULE}`)
      ).json();
      expect(audit.data.entries[0]).toMatchObject({
        action: 'discount.update',
        actor: { email: staff.email.toLowerCase() },
      });
    } finally {
      // Back to the default for the other journeys of this file.
      await context.request.put(`${baseUrl()}/api/admin/discounts/${DEFAULT_RULE}`, {
        data: {
          kind: 'line',
          percentBp: 500,
          minBaseUnits: 25,
          startsAt: '2024-01-01T00:00:00Z',
        },
      });
      await context.close();
    }
  });
});
