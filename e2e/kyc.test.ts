import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { look } from './support/look';

// Verification tiers and limits (docs/decisions/0063): the sandbox plays the identity provider,
// its signed result going to the server's own webhook over HTTP.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('verification tiers (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;

  it('a customer verifies a BVN on /wallet and sees the tier and the limits rise', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/wallet');
    const card = page.getByTestId('limits-card');
    await card.getByTestId('kyc-tier').getByText('Tier 1 · phone verified').waitFor();
    expect(await card.getByTestId('limit-in').textContent()).toBe('₦0 of ₦50,000');
    expect(await card.getByTestId('limit-balance').textContent()).toBe('₦300,000');

    // A number registered to someone else is refused, saying why.
    const form = card.getByTestId('identity-form');
    await form.getByLabel('11-digit number').fill('22212345679');
    await form.getByRole('button', { name: 'Verify' }).click();
    await card
      .getByTestId('identity-failed')
      .getByText('does not match the name on your Faza account', { exact: false })
      .waitFor();

    await form.getByLabel('11-digit number').fill('22212345678');
    await form.getByRole('button', { name: 'Verify' }).click();
    await card.getByTestId('kyc-tier').getByText('Tier 2 · BVN or NIN verified').waitFor();
    expect(await card.getByTestId('limit-in').textContent()).toBe('₦0 of ₦200,000');
    expect(await card.getByTestId('limit-balance').textContent()).toBe('₦500,000');
    expect(await card.getByTestId('address-form').isVisible()).toBe(true);
    await look(page, `kyc-tier-2-${viewport}`);
  });
});
