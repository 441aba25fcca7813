import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza } from '@faza/shared';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { runCli } from './support/cli';
import { settledA11yViolations, toast } from './support/look';
import { namedAccount, signedIn } from './support/pantry';
import { screenshotOverlay } from './support/shop-cart';
import { transactionRows } from './support/wallet';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const balanceOf = (page: Page) => page.getByTestId('wallet-balance').textContent();

/**
 * A viewport screenshot with `target` in view (a full-page one draws the sticky header and the
 * phone's bottom bar over the middle of the page), and the screen checked with axe.
 */
async function lookAt(page: Page, target: Locator, name: string) {
  // Centred: at the edge of the phone's screen the bottom bar would hide it.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshotOverlay(page, name);
  expect(await settledA11yViolations(page)).toEqual([]);
}

/** Top Up → Bank transfer → Get Bank Details → Done on /wallet: a pending bank top-up. */
async function requestBankTopUp(page: Page, naira: number) {
  await page.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
  await dialog.getByRole('spinbutton', { name: 'Amount (₦)' }).fill(String(naira));
  await dialog.getByText('Bank transfer', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Get Bank Details' }).click();
  const bank = page.getByRole('dialog', { name: 'Pay by bank transfer' });
  await bank.getByTestId('bank-transfer-details').waitFor();
  await bank.getByRole('button', { name: 'Done' }).click();
  await bank.waitFor({ state: 'hidden' });
  await expect
    .poll(() => transactionRows(page).first().getByTestId('transaction-status').textContent())
    .toBe('Pending');
}

describe.each<ViewportName>(['phone', 'desktop'])(
  'bank top-ups in the console (%s)',
  (viewport) => {
    it('a moderator confirms one (the wallet is credited) and rejects one with a reason', async () => {
      const customer = await newPage(browser, viewport);
      const staff = await newPage(browser, viewport);
      const user = await signedIn(customer.context, namedAccount('ngozi.eze'));
      const moderator = await signUpAndSignIn(staff.context, newAccount());
      expect(runCli(['users', 'set-role', moderator.email, 'moderator'])).toContain('to moderator');
      const { page } = customer;
      const desk = staff.page;

      // The customer asks to top up ₦2,500 by bank transfer: pending, nothing credited yet.
      await page.goto('/wallet');
      await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
      await expect.poll(() => balanceOf(page)).toBe('₦0');
      await requestBankTopUp(page, 2500);
      expect(await balanceOf(page)).toBe('₦0');

      // Payments: the moderator finds it by the customer's FAZA number (the transfer's reference).
      await desk.goto('/admin#payments');
      await desk.getByRole('heading', { name: 'Wallet top-ups by bank transfer' }).waitFor();
      const card = desk.getByRole('listitem').filter({ hasText: formatFaza(user.faza) });
      await card.waitFor();
      expect(await card.textContent()).toContain('₦2,500');
      await card.getByRole('button', { name: 'Confirm Payment Received' }).click();
      await card
        .getByText(`Did ₦2,500 with reference ${formatFaza(user.faza)} reach our account?`)
        .waitFor();
      await lookAt(desk, card, `admin-topup-confirm-${viewport}`);
      await card.getByRole('button', { name: 'Yes, credit the wallet' }).click();
      await toast(desk, 'Top-up confirmed').waitFor();
      await card.waitFor({ state: 'detached' });

      // The customer's wallet shows the credited amount; the top-up is a success in the history.
      await page.reload();
      await expect.poll(() => balanceOf(page)).toBe('₦2,500');
      const credited = transactionRows(page).first();
      await expect.poll(() => credited.textContent()).toContain('Wallet top-up by bank transfer');
      expect(await credited.textContent()).toContain('+₦2,500.00');
      expect(await credited.getByTestId('transaction-status').textContent()).toBe('Success');

      // A second one, ₦1,000, never arrives: the moderator rejects it with a reason.
      await requestBankTopUp(page, 1000);
      await desk.reload();
      const second = desk.getByRole('listitem').filter({ hasText: formatFaza(user.faza) });
      await second.waitFor();
      expect(await second.textContent()).toContain('₦1,000');
      await second.getByRole('button', { name: 'Reject' }).click();
      const reason = 'No transfer with this reference after 3 days';
      await second.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await lookAt(desk, second, `admin-topup-reject-${viewport}`);
      await second.getByRole('button', { name: 'Reject top-up' }).click();
      await toast(desk, 'Top-up rejected').waitFor();
      await second.waitFor({ state: 'detached' });

      // The customer sees it rejected, with the reason, and the balance unchanged.
      await page.reload();
      const rejected = transactionRows(page).first();
      await expect
        .poll(() => rejected.getByTestId('transaction-status').textContent())
        .toBe('Failed');
      expect(await rejected.textContent()).toContain(`Bank transfer top-up rejected: ${reason}`);
      expect(await balanceOf(page)).toBe('₦2,500');
      await lookAt(page, rejected, `wallet-bank-topups-reviewed-${viewport}`);
      await Promise.all([customer.context.close(), staff.context.close()]);
    });
  },
);
