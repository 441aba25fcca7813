import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { look, toast } from './support/look';
import { fundWallet } from './support/wallet';

// Withdrawals to a bank account (docs/decisions/0062-withdrawals.md), with the sandbox playing the
// bank: it settles within 2 s, fails accounts ending 0009, and its signed events reach the
// server's own webhook over HTTP.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('withdraw to a bank account (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;

  it('withdraws to a resolved account, sees it processing then paid; a failing one comes back', async () => {
    const { context, page } = await newPage(browser, viewport);
    const account = await signUpAndSignIn(context);
    await fundWallet(context, 20_000);
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-balance');
    await balance.getByText('₦20,000').waitFor();
    const card = page.getByTestId('withdrawals-card');

    const withdraw = async (accountNumber: string, naira: string, save: boolean) => {
      await card.getByRole('button', { name: 'Withdraw' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw to bank' });
      // Searchable: part of the name finds it.
      await dialog.getByRole('textbox', { name: 'Bank', exact: true }).fill('gtb');
      await dialog.getByRole('button', { name: 'GTBank', exact: true }).click();
      await dialog.getByLabel('Account number').fill(accountNumber);
      // The holder's name, as the bank reports it, before anything is confirmed.
      const name = dialog.getByTestId('resolved-account-name');
      await name.waitFor();
      expect(await name.textContent()).toMatch(/^[A-Z]+ [A-Z]+$/);
      await dialog.getByLabel('Amount (₦)').fill(naira);
      await dialog.getByLabel('Password', { exact: true }).fill(account.password);
      if (!save) await dialog.getByLabel('Save this account for next time').uncheck();
      await look(page, `withdraw-dialog-${viewport}`);
      await dialog.getByRole('button', { name: /^Withdraw ₦/ }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await withdraw('0123454567', '5000', true);
    // The server took it as processing (the money held, the bank asked).
    await toast(page, 'Withdrawal on its way').waitFor();
    const first = card.getByTestId('withdrawal-row').first();
    expect(await first.textContent()).toMatch(/^₦5,000.*to GTBank ••••4567/);
    // Held at once, then paid by the sandbox bank within seconds, by itself.
    await balance.getByText('₦15,000').waitFor();
    await card.locator('[data-testid="withdrawal-row"][data-state="paid"]').waitFor({
      timeout: 30_000,
    });
    expect(await first.textContent()).toContain('Paid');

    // To an account the sandbox bank refuses: held, then back in the wallet by itself.
    await withdraw('0123450009', '2000', false);
    await card
      .locator('[data-testid="withdrawal-row"][data-state="failed"]')
      .waitFor({ timeout: 30_000 });
    await balance.getByText('₦15,000').waitFor();
    expect(await card.getByTestId('withdrawal-row').first().textContent()).toContain(
      'Failed — money returned',
    );
    await look(page, `withdrawals-wallet-${viewport}`);
  });
});
