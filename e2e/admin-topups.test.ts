import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@faza/shared';
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

/** Top Up → Bank transfer → Get Bank Details on /wallet, as far as the answer (details or error). */
async function askForBankTopUp(page: Page, naira: number) {
  await page.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
  await dialog.getByRole('spinbutton', { name: 'Amount (₦)' }).fill(String(naira));
  await dialog.getByText('Bank transfer', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Get Bank Details' }).click();
  return dialog;
}

/** A pending bank top-up of `naira`, through the dialog; answers the reference it showed. */
async function requestBankTopUp(page: Page, naira: number): Promise<string> {
  await askForBankTopUp(page, naira);
  const bank = page.getByRole('dialog', { name: 'Pay by bank transfer' });
  const reference = (await bank.getByTestId('transfer-reference').textContent()) ?? '';
  // Its own short reference to quote, not the FAZA number every top-up shares.
  expect(reference).toMatch(/^TU-[2-9A-HJKMNP-TV-Z]{6}$/);
  await bank.getByText(WALLET_MESSAGES.bankTransferNote(reference)).waitFor();
  await bank.getByRole('button', { name: 'Done' }).click();
  await bank.waitFor({ state: 'hidden' });
  await expect
    .poll(() => transactionRows(page).first().getByTestId('transaction-status').textContent())
    .toBe('Pending');
  return reference;
}

describe('bank top-ups in the console (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('a moderator confirms what arrived of one (the wallet is credited with it) and rejects one with a reason', async () => {
    const customer = await newPage(browser, viewport);
    const staff = await newPage(browser, viewport);
    await signedIn(customer.context, namedAccount('ngozi.eze'));
    const moderator = await signUpAndSignIn(staff.context, newAccount());
    expect(runCli(['users', 'set-role', moderator.email, 'moderator'])).toContain('to moderator');
    const { page } = customer;
    const desk = staff.page;

    // The customer asks to top up ₦2,500 by bank transfer: pending, nothing credited yet.
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
    await expect.poll(() => balanceOf(page)).toBe('₦0');
    const reference = await requestBankTopUp(page, 2500);
    expect(await balanceOf(page)).toBe('₦0');

    // A second one while the first waits is refused, and says why.
    const again = await askForBankTopUp(page, 500);
    await again.getByText(WALLET_MESSAGES.bankTopUpPending).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    // Payments: the moderator finds it by the reference the transfer quoted; ₦2,000 arrived.
    await desk.goto('/admin#payments');
    await desk.getByRole('heading', { name: 'Wallet top-ups by bank transfer' }).waitFor();
    const card = desk.getByTestId('topup-card').filter({ hasText: reference });
    await card.waitFor();
    expect(await card.textContent()).toContain('₦2,500');
    await card.getByRole('button', { name: 'Confirm Payment Received' }).click();
    await card
      .getByText(`How much arrived with reference ${reference}? ₦2,500 was declared.`)
      .waitFor();
    const received = card.getByRole('textbox', { name: 'Amount received' });
    expect(await received.inputValue()).toBe('2500');
    await received.fill('2000');
    await lookAt(desk, card, `admin-topup-confirm-${viewport}`);
    await card.getByRole('button', { name: 'Yes, credit the wallet' }).click();
    await toast(desk, 'Top-up confirmed').waitFor();
    await card.waitFor({ state: 'detached' });

    // The customer's wallet holds what arrived, and the history says it was not what they asked.
    await page.reload();
    await expect.poll(() => balanceOf(page)).toBe('₦2,000');
    const credited = transactionRows(page).first();
    await expect.poll(() => credited.textContent()).toContain('Wallet top-up by bank transfer');
    expect(await credited.textContent()).toContain('+₦2,000.00');
    expect(await credited.getByTestId('transaction-notice').textContent()).toBe(
      WALLET_MESSAGES.receivedDiffers('₦2,000', '₦2,500'),
    );
    expect(await credited.getByTestId('transaction-status').textContent()).toBe('Success');
    await lookAt(page, credited, `wallet-bank-topup-received-${viewport}`);

    // A second one, ₦1,000, never arrives: the moderator rejects it with a reason.
    const second = await requestBankTopUp(page, 1000);
    expect(second).not.toBe(reference);
    await desk.reload();
    const secondCard = desk.getByTestId('topup-card').filter({ hasText: second });
    await secondCard.waitFor();
    expect(await secondCard.textContent()).toContain('₦1,000');
    await secondCard.getByRole('button', { name: 'Reject' }).click();
    const reason = 'No transfer with this reference after 3 days';
    await secondCard.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await lookAt(desk, secondCard, `admin-topup-reject-${viewport}`);
    await secondCard.getByRole('button', { name: 'Reject top-up' }).click();
    await toast(desk, 'Top-up rejected').waitFor();
    await secondCard.waitFor({ state: 'detached' });

    // The customer sees it rejected, with the reason, and the balance unchanged.
    await page.reload();
    const rejected = transactionRows(page).first();
    await expect
      .poll(() => rejected.getByTestId('transaction-status').textContent())
      .toBe('Failed');
    expect(await rejected.textContent()).toContain(`Bank transfer top-up rejected: ${reason}`);
    expect(await balanceOf(page)).toBe('₦2,000');
    await lookAt(page, rejected, `wallet-bank-topups-reviewed-${viewport}`);
    await Promise.all([customer.context.close(), staff.context.close()]);
  });
});
