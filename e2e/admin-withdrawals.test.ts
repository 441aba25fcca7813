import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, type ViewportName } from './support/browser';
import { setKycTier, setRole } from './support/database';
import { look } from './support/look';
import { fundWallet } from './support/wallet';

// A withdrawal above WITHDRAWAL_REVIEW_NAIRA (₦100,000) waits, its money held, for staff in the
// console's Withdrawals section (docs/decisions/0062), who approve it; the sandbox bank then pays.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('withdrawals in the console (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;

  it('staff approve a large withdrawal waiting for them, and the bank pays it', async () => {
    const customer = await newPage(browser, viewport);
    const desk = await newPage(browser, viewport);
    const account = await signUpAndSignIn(customer.context);
    // ₦150,000 in and ₦120,000 out today are past Tier 1's ₦50,000 (docs/decisions/0063).
    await setKycTier(account.email, 3);
    await fundWallet(customer.context, 150_000);
    const staffAccount = await signUpAndSignIn(desk.context, newAccount());
    await setRole(staffAccount.email, 'admin');

    const asked = await customer.page.request.post(`${baseUrl()}/api/wallet/withdrawals`, {
      data: {
        amount: 120_000,
        bankCode: '057',
        accountNumber: '0123454567',
        password: account.password,
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { withdrawal } = (await asked.json()).data as {
      withdrawal: { id: string; state: string; accountName: string };
    };
    expect(withdrawal.state).toBe('awaiting_approval');

    const { page } = desk;
    await page.goto('/admin#withdrawals');
    const section = page.getByRole('region', { name: /Withdrawals/ });
    const card = section.getByTestId('admin-withdrawal-card').filter({
      hasText: withdrawal.accountName,
    });
    await card.waitFor();
    expect(await card.textContent()).toContain('₦120,000');
    expect(await card.textContent()).toContain('Zenith Bank ••••4567');
    await look(page, `admin-withdrawals-${viewport}`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', timeout: 30_000 });

    await customer.page.goto('/wallet');
    await customer.page
      .locator('[data-testid="withdrawal-row"][data-state="paid"]')
      .waitFor({ timeout: 30_000 });
    await customer.page.getByTestId('wallet-balance').getByText('₦30,000').waitFor();
  });
});
