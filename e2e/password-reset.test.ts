import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo, signUpAndSignIn, type TestAccount } from './support/accounts';
import {
  launchBrowser,
  newPage,
  screenshot,
  type ViewportName,
  newClientContext,
} from './support/browser';
import { look, toast } from './support/look';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * An account made (phone verified) through the API in a context of its own, so this browser is
 * not signed in.
 */
async function existingAccount(): Promise<TestAccount> {
  const context = await newClientContext(browser);
  const account = await signUpAndSignIn(context);
  await context.close();
  return account;
}

/** The path and fragment (`#token=…`) of the reset link in the newest email to `email`. */
async function emailedResetPath(email: string): Promise<string> {
  const link = () =>
    /https?:\/\/\S+\/reset-password#token=\S+/.exec(latestEmailTo(email)?.body ?? '');
  await expect.poll(() => link()?.[0] ?? '').not.toBe('');
  const url = new URL(link()![0]);
  return `${url.pathname}${url.hash}`;
}

async function signIn(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('forgot and reset password (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('emails a reset link, sets a new password once, and signs in with it', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/signin');
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const account = await existingAccount();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    const email = page.getByLabel('Email Address');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please enter a valid email').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('ada@nowhere');
    await email.blur();
    await page.getByText('Please enter a valid email').waitFor();
    await look(page, `forgot-password-${viewport}`);
    await email.fill(account.email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, 'Reset link sent').waitFor();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page
      .getByText("If an account exists with that email, you'll receive a password reset link")
      .first()
      .waitFor();
    await look(page, `forgot-password-sent-${viewport}`);
    const backToSignIn = page.getByRole('link', { name: 'Back to Sign In' });
    expect(await backToSignIn.getAttribute('href')).toBe('/signin');

    const resetPath = await emailedResetPath(account.email);
    await page.goto(resetPath);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    // The token leaves the address bar (history, screenshots, shoulder-surfing) once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await password.fill('plantain');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 10 characters').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const newPassword = 'Suya&Pepper2026';
    await password.fill(newPassword);
    await confirm.fill('Suya&Pepper2025');
    await page.getByText("Passwords don't match").waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    await confirm.fill(newPassword);
    await page.getByText('Passwords match').waitFor();
    expect(await page.getByRole('meter').getAttribute('aria-valuetext')).toBe('Strong');
    await look(page, `reset-password-${viewport}`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset').waitFor();
    await page.waitForURL((url) => url.pathname === '/signin');

    await signIn(page, account.phone, account.password);
    await toast(page, 'Login Failed').waitFor();
    await signIn(page, account.phone, newPassword);
    await page.waitForURL((url) => url.pathname === '/pantry');
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();

    // The link is spent; a link in the old form (`?token=`, emailed before the fragment) still
    // reaches the form and is refused the same way.
    await page.goto(resetPath.replace('#', '?'));
    await page.getByLabel('New Password', { exact: true }).fill('Another&Pass2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Another&Pass2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This reset link is invalid or has expired. Please request a new one.' })
      .waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(crashes).toEqual([]);
    await context.close();
  });
});

describe('reset password without a token (phone)', () => {
  it('explains that the link is incomplete and offers a new one', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/reset-password');
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This reset link is incomplete. Please open the link from your email again.',
      })
      .waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await screenshot(page, 'reset-password-no-token-phone');
    await context.close();
  });
});
