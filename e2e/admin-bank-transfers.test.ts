import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '@faza/shared';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, type ViewportName } from './support/browser';
import { setRole } from './support/database';
import { look } from './support/look';

// A transfer into an account number nobody holds waits for staff in the console's Bank transfers
// section (docs/decisions/0055), who credit it to the customer it was meant for by FAZA number.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('bank transfers in the console (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;

  it('staff see a transfer to an unknown account, are refused crediting themselves, and credit the customer', async () => {
    const customer = await newPage(browser, viewport);
    const desk = await newPage(browser, viewport);
    await signUpAndSignIn(customer.context);
    const staffAccount = await signUpAndSignIn(desk.context, newAccount());
    await setRole(staffAccount.email, 'admin');
    const fazaOf = async (page: typeof customer.page) =>
      (await (await page.request.get(`${baseUrl()}/api/auth/me`)).json()).data.faza as string;
    const customerFaza = await fazaOf(customer.page);
    const staffFaza = await fazaOf(desk.page);

    // Nobody holds 99 + eight random digits: the sandbox's number range, never issued here.
    const accountNumber = `99${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sent = await customer.page.request.post(`${baseUrl()}/api/wallet/sandbox/transfers`, {
      data: { accountNumber, amount: 4200, senderName: 'EMEKA NWOSU' },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const { page } = desk;
    await page.goto('/admin#bank-transfers');
    const section = page.getByRole('region', { name: /Bank transfers/ });
    await section.waitFor();
    const card = section.getByTestId('inbound-card').filter({ hasText: accountNumber });
    await card.waitFor();
    expect(await card.textContent()).toContain(formatNaira(420_000));
    expect(await card.textContent()).toContain('EMEKA NWOSU');
    await look(page, `admin-bank-transfers-${viewport}`);

    // Their own FAZA number: the server refuses, and the card says why.
    await card.getByRole('button', { name: 'Credit to…' }).click();
    const field = card.getByLabel('Customer’s FAZA number');
    await field.fill(staffFaza);
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('button', { name: 'Yes, credit' }).click();
    await card.getByRole('alert').waitFor();
    expect(await card.getByRole('alert').textContent()).not.toBe('');

    // The customer's: credited, and the card leaves the review list.
    await field.fill(customerFaza);
    await card.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('button', { name: 'Yes, credit' }).click();
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    await section.getByRole('button', { name: 'Credited' }).click();
    await section.getByTestId('inbound-card').filter({ hasText: accountNumber }).waitFor();

    await customer.page.goto('/wallet');
    await customer.page
      .getByTestId('wallet-balance')
      .getByText(formatNaira(420_000))
      .waitFor({ timeout: 30_000 });
  });
});
