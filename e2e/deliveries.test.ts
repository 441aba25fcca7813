import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza } from '@faza/shared';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { runCli } from './support/cli';
import { setRole, setTier } from './support/database';
import { placeBankOrder, requestDelivery } from './support/deliveries';
import { look, toast } from './support/look';
import { giveFood, namedAccount, pantryCard, signedIn } from './support/pantry';
import { dismissToasts, fundWallet } from './support/wallet';
import { signedInClient, staffClient } from './support/api-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const section = async (page: Page, name: string) => {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name })
    .click();
};

/**
 * The staff journey end to end, at 360 px (both widths: layout.test.ts): the CLI makes an admin, who confirms a bank-transfer
 * order in /admin so the customer's pantry fills; a premium customer's delivery is listed above an
 * older basic one; the admin dispatches and delivers it and the customer sees Delivered; the admin
 * changes a price and /shop shows it; the audit log lists all of it. Screenshots of each screen.
 */
describe('staff console and deliveries (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('runs payments, priority deliveries, catalogue and audit end to end', async () => {
    // The first admin comes from the command line.
    const { context: adminContext, page: admin } = await newPage(browser, viewport);
    const adminAccount = await signUpAndSignIn(adminContext, newAccount());
    expect(runCli(['users', 'set-role', adminAccount.email, 'admin'])).toContain('to admin');

    // An older delivery from a basic customer.
    const basicAccount = namedAccount('kunle.basic');
    const { request: basicRequest, me: basic } = await signedInClient(basicAccount);
    const lot = await giveFood(adminContext.request, basic.faza, {
      name: 'Palm oil',
      type: '1 litre',
      quantity: 2,
    });
    // The delivery fee comes out of the wallet (docs/decisions/0057).
    await fundWallet({ request: basicRequest }, 5_000);
    await requestDelivery(basicRequest, lot, 1);

    // A premium customer pays by bank transfer.
    const { context: customerContext, page: customer } = await newPage(browser, viewport);
    const premiumAccount = namedAccount('bisi.premium');
    const premium = await signedIn(customerContext, premiumAccount);
    await setTier(premiumAccount.email, 'premium');
    await fundWallet(customerContext, 5_000);
    const order = await placeBankOrder(customerContext.request, [
      { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 },
    ]);

    // Payments: the admin confirms it.
    await admin.goto('/admin#payments');
    const payment = admin.getByTestId('payment-card').filter({ hasText: order.invoiceId });
    await payment.waitFor();
    await look(admin, `console-payments-${viewport}`);
    await payment.getByRole('button', { name: 'Confirm Payment Received' }).click();
    await payment.getByRole('button', { name: 'Yes, confirm' }).click();
    await toast(admin, 'Payment confirmed').waitFor();
    await payment.waitFor({ state: 'detached' });

    // The customer's pantry has the rice; they ask for it to be delivered.
    await customer.goto('/pantry');
    await pantryCard(customer, 'Foreign parboiled rice').waitFor();
    // The pantry tells them staff confirmed the transfer, once the page has asked the server. That
    // toast would sit over the sheet's list, and the test's pointer resting on it keeps it there
    // (toasts pause under a hovering pointer): awaited and closed first, as a person would.
    await toast(customer, 'Order Confirmed!').waitFor();
    await dismissToasts(customer);
    await customer.getByRole('button', { name: 'Request Delivery' }).click();
    const dialog = customer.getByRole('dialog', { name: 'What should we deliver?' });
    await dialog.getByRole('checkbox', { name: /Foreign parboiled rice/ }).check();
    await dialog.getByRole('button', { name: 'One more Foreign parboiled rice' }).click();
    await look(customer, `request-delivery-choose-${viewport}`);
    await dialog.getByRole('button', { name: /^Next/ }).click();
    const where = customer.getByRole('dialog', { name: 'Where to?' });
    await where.getByLabel('Street address').fill('14 Bode Thomas Street');
    await where.getByLabel('Area').fill('Surulere');
    await where.getByLabel('State').selectOption('Lagos');
    await where.getByLabel('Phone for the rider').fill('08091234567');
    await where.getByLabel('Note (optional)').fill('Blue gate, call on arrival');
    // City left empty: Next says which field is missing, beside it, and takes the user there.
    await where.getByRole('button', { name: 'Next' }).click();
    const city = where.getByLabel('City');
    await where.getByText('Please enter the city.').waitFor();
    expect(await city.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await city.getAttribute('aria-invalid')).toBe('true');
    expect(await where.getByText(/^Please (enter|choose)/).count()).toBe(1);
    await look(customer, `request-delivery-missing-city-${viewport}`);
    await city.fill('Lagos');
    await where.getByRole('button', { name: 'Next' }).click();
    // The zone comes from the address; the customer picks a slot with places.
    const when = customer.getByRole('dialog', { name: 'When should it come?' });
    expect(await when.getByLabel('Delivery area').inputValue()).toBe('lagos-surulere');
    await when.getByRole('radio', { disabled: false }).first().check();
    await when.getByTestId('delivery-fee').waitFor();
    await when.getByRole('button', { name: 'Next' }).click();
    const confirm = customer.getByRole('dialog', { name: 'Confirm delivery' });
    await look(customer, `request-delivery-confirm-${viewport}`);
    await confirm.getByRole('button', { name: 'Request Delivery' }).click();
    await toast(customer, 'Delivery requested').waitFor();
    await pantryCard(customer, 'Foreign parboiled rice').waitFor({ state: 'detached' });

    // Deliveries: premium above the older basic one.
    await section(admin, 'Deliveries');
    const cards = admin.getByTestId('delivery-card');
    const premiumCard = cards.filter({ hasText: formatFaza(premium.faza) });
    await premiumCard.waitFor();
    const texts = await cards.allTextContents();
    const at = (faza: string) => texts.findIndex((t) => t.includes(formatFaza(faza)));
    expect(at(premium.faza)).toBeGreaterThanOrEqual(0);
    expect(at(premium.faza)).toBeLessThan(at(basic.faza));
    expect(await premiumCard.getByTestId('delivery-tier').textContent()).toBe('Premium');
    await look(admin, `console-deliveries-${viewport}`);
    await premiumCard.getByRole('button', { name: 'Mark dispatched' }).click();
    await toast(admin, 'Marked dispatched').waitFor();
    await premiumCard.getByRole('button', { name: 'Mark delivered' }).click();
    await toast(admin, 'Marked delivered').waitFor();
    await premiumCard.waitFor({ state: 'detached' });

    await customer.goto('/deliveries');
    const mine = customer.getByTestId('customer-delivery').first();
    expect(await mine.getByTestId('delivery-status').textContent()).toBe('Delivered');
    await look(customer, `deliveries-page-${viewport}`);

    // Orders: found by invoice number.
    await section(admin, 'Orders');
    await admin.getByLabel('Find an order').fill(order.invoiceId);
    const found = admin.getByRole('listitem').filter({ hasText: order.invoiceId });
    await found.waitFor();
    await found.getByText(order.invoiceId, { exact: true }).click();
    await found.getByText('Open invoice').waitFor();
    await look(admin, `console-orders-${viewport}`);

    // Catalogue: a new price for egusi reaches the shop.
    const price = '2100';
    await section(admin, 'Catalogue');
    const egusi = admin.getByTestId('product-egusi');
    await egusi.locator('summary').click();
    await egusi.getByLabel('per derica').fill(price);
    await look(admin, `console-catalogue-${viewport}`);
    await egusi.getByRole('button', { name: 'Save changes' }).click();
    await toast(admin, 'Saved').waitFor();
    await admin.getByRole('button', { name: 'Bundles' }).click();
    await admin.getByTestId('bundle-starter-pack').locator('summary').click();
    await admin.getByTestId('bundle-starter-pack').getByLabel('Selling price').waitFor();
    await look(admin, `console-bundles-${viewport}`);
    await customer.goto('/shop');
    const shopCard = customer.getByRole('article', { name: 'Egusi (ground melon seeds)' });
    await shopCard.waitFor();
    // A saved copy of the catalogue may show first; the fresh one must follow.
    await shopCard.getByText(`₦${price.slice(0, 1)},${price.slice(1)}`).waitFor();

    // Users: a customer's tier, wallet and pantry, read only.
    await section(admin, 'Users');
    await admin.getByLabel('Search users').fill(basicAccount.email);
    // The search is deferred: the unfiltered list stays until the search's answer replaces it,
    // and a row opened before then is drawn anew, closed. Wait for the one matching row.
    await expect
      .poll(() => admin.getByRole('button', { name: 'Show pantry and deliveries' }).count())
      .toBe(1);
    const user = admin.getByRole('listitem').filter({ hasText: basicAccount.email });
    await user.getByRole('button', { name: 'Show pantry and deliveries' }).click();
    const detail = user.getByTestId('user-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Palm oil');
    expect(await user.textContent()).toContain('Basic');
    await user.getByRole('button', { name: 'Save role' }).scrollIntoViewIfNeeded();
    await look(admin, `console-users-${viewport}`);

    // Audit: every step, with who did it.
    await section(admin, 'Audit log');
    await admin.getByLabel('Filter by staff').fill(adminAccount.email);
    const log = admin.getByRole('listitem');
    // Polled: typing the filter refetches the log, and the list can be between two answers.
    for (const action of [
      'order.confirm_payment',
      'delivery.dispatch',
      'delivery.deliver',
      'catalogue.product.update',
      // The food the admin put in the pantry, with the reason given.
      'pantry.adjust',
      'Test food for the browser tests',
    ])
      await expect.poll(async () => (await log.allTextContents()).join('\n')).toContain(action);
    // The last answer's rows stay on screen, dimmed (aria-busy), until the filtered one arrives.
    await admin.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await look(admin, `console-audit-${viewport}`);

    await customerContext.close();
    await adminContext.close();
  });

  it('lets a customer cancel while requested and staff cancel with a reason; the food comes back', async () => {
    const { context: adminContext, page: admin } = await newPage(browser, viewport);
    const adminAccount = await signUpAndSignIn(adminContext, newAccount());
    await setRole(adminAccount.email, 'moderator');
    const staff = await staffClient();

    const { context, page } = await newPage(browser, viewport);
    const me = await signedIn(context, namedAccount('ngozi.cancels'));
    const oil = await giveFood(staff, me.faza, {
      name: 'Palm oil',
      type: '1 litre',
      quantity: 3,
    });
    await fundWallet(context, 5_000);
    await requestDelivery(context.request, oil, 2);
    await requestDelivery(context.request, oil, 1);

    // The customer cancels the newest on /deliveries.
    await page.goto('/deliveries');
    const cards = page.getByTestId('customer-delivery');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await cards.first().getByRole('button', { name: 'Cancel delivery' }).click();
    await cards.first().getByRole('button', { name: 'Yes, cancel' }).click();
    await toast(page, 'Delivery cancelled').waitFor();
    await cards.first().getByTestId('delivery-status').filter({ hasText: 'Cancelled' }).waitFor();

    // A moderator cancels the other from the queue, with a reason.
    await admin.goto('/admin#deliveries');
    const card = admin.getByTestId('delivery-card').filter({ hasText: formatFaza(me.faza) });
    await card.waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByLabel('Reason').fill('Road closed in Ikeja today');
    await card.getByRole('button', { name: 'Cancel delivery' }).click();
    await toast(admin, 'Delivery cancelled').waitFor();
    await card.waitFor({ state: 'detached' });

    await page.goto('/deliveries');
    await page.getByText('Road closed in Ikeja today', { exact: false }).waitFor();
    await look(page, `deliveries-cancelled-${viewport}`);
    await page.goto('/pantry');
    const oilCard = pantryCard(page, 'Palm oil');
    await oilCard.waitFor();
    expect(await oilCard.textContent()).toContain('3 litres');
    await context.close();
    await adminContext.close();
  });
});
