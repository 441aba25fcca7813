import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo, newAccount } from './support/accounts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { look, toast } from './support/look';
import { signedInClient } from './support/api-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The verification code from the subject of the newest email to `email`. */
async function emailedCode(email: string): Promise<string> {
  await expect.poll(() => latestEmailTo(email)?.subject ?? '').toMatch(/^\d{6} /);
  return latestEmailTo(email)!.subject.slice(0, 6);
}

/** The text an input's aria-describedby points at: its error message, as assistive tech reads it. */
const description = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function expectFieldError(input: Locator, message: string) {
  await expect.poll(() => description(input)).toContain(message);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
}

const pasteInto = (box: Locator, text: string) =>
  box.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);

const localKey = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('accounts (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('signs up, verifies, signs in through the guard, signs out and is kept out', async () => {
    const { context, page } = await newPage(browser, viewport, { mocksNetwork: true });
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const account = newAccount();

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Phone Number').fill(account.phone);
    const password = page.getByLabel('Password', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    for (const [typed, strength] of [
      ['jollof', 'Weak'],
      ['Jollofrice', 'Fair'],
      ['Jollofrice2', 'Good'],
      [account.password, 'Strong'],
    ]) {
      await password.fill(typed!);
      expect(await meter.getAttribute('aria-valuetext')).toBe(strength);
    }
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await confirm.fill('Jollof&Rice');
    await page.getByText("Passwords don't match").waitFor();
    await confirm.fill(account.password);
    await page.getByText('Passwords match').waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    await look(page, `signup-${viewport}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Account created successfully!').waitFor();
    await toast(page, 'You can now sign in with your phone number and password.').waitFor();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);

    // Resend waits out its 60 s countdown; a wrong code is refused, the emailed one accepted.
    const resend = page.getByRole('button', { name: /^Resend code in 0:5\d$/ });
    expect(await resend.isDisabled()).toBe(true);
    const code = await emailedCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Digit 1 of 6').pressSequentially(wrong.slice(0, 3));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.ariaLabel))
      .toBe('Digit 4 of 6');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await page.getByLabel('Digit 2 of 6').inputValue()).toBe('');
    expect(await page.getByLabel('Digit 1 of 6').inputValue()).toBe(wrong[0]);
    await page.keyboard.type(wrong.slice(1));
    // A wrong code says it is wrong and how many tries are left, under the boxes and in the toast.
    const wrongToast = toast(page, 'That code is not right. You have 4 tries left.');
    await wrongToast.waitFor();
    // Its close button sits inside it, not astride its edge. Polled: the toast grows into place,
    // and a box read mid-animation is shorter than the toast it becomes.
    const closeInside = async () => {
      const toastBox = await wrongToast.boundingBox();
      const closeBox = await wrongToast.getByRole('button', { name: /close/i }).boundingBox();
      if (!toastBox || !closeBox) return false;
      return (
        closeBox.x >= toastBox.x &&
        closeBox.y >= toastBox.y &&
        closeBox.x + closeBox.width <= toastBox.x + toastBox.width &&
        closeBox.y + closeBox.height <= toastBox.y + toastBox.height
      );
    };
    await expect.poll(closeInside).toBe(true);
    await page
      .locator('#otp-error')
      .getByText('That code is not right. You have 4 tries left.')
      .waitFor();
    await look(page, `verify-invalid-${viewport}`);
    // Timed from the answer, not the toast: a busy machine draws the toast late.
    const answered = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/verify-email') && res.ok(),
    );
    await pasteInto(page.getByLabel('Digit 3 of 6'), `Your code: ${code}`);
    await answered;
    const verifiedAt = Date.now();
    await toast(page, 'Your account has been verified successfully').waitFor();
    // The success takes the stale "not right" toast away.
    await expect
      .poll(() => toast(page, 'That code is not right. You have 4 tries left.').count())
      .toBe(0);
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(Date.now() - verifiedAt).toBeGreaterThan(1000);

    // The guard shows the spec's text while the session loads, then remembers where the user
    // was going.
    // The session check is held until the text has been seen: a slow network, not a race.
    let answerSessionCheck = () => {};
    const held = new Promise<void>((resolve) => (answerSessionCheck = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    // A plain navigation: goto would wait for the page to be ready, which is after the check.
    await page.evaluate(() => location.assign('/pantry'));
    await page
      .getByText("You don't have access to this page yet. Please sign in to continue.")
      .waitFor();
    await screenshot(page, `guard-${viewport}`);
    answerSessionCheck();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.unroute('**/api/auth/me');
    await page.getByText('Please sign in to continue.', { exact: true }).waitFor();
    await page.getByText('Your account is ready. Sign in to your pantry and wallet.').waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/pantry');
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await look(page, `signin-${viewport}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // A first sign-in: welcome, not "Welcome back".
    await toast(page, 'Logged in successfully! Welcome to Faza.').waitFor();
    // An unverified phone is asked for first (phone-verify.test.ts goes through with it); it can
    // wait, and the guard's destination still follows.
    await page.waitForURL((url) => url.pathname === '/verify-phone');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/pantry');
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => url.pathname === '/pantry');
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
    expect(await localKey(page, 'email')).toBe(account.email);
    for (const key of ['user_id', 'wallet_id', 'faza', 'phone-number', 'role', 'has_wallet']) {
      expect(await localKey(page, key), key).toBeTruthy();
    }

    const nav = page.getByTestId('nav');
    expect(await nav.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByText(account.email).waitFor();
    await look(page, `account-menu-${viewport}`);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await localKey(page, 'user_id')).toBeNull();

    await page.goto('/wallet');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/wallet');
    expect(crashes).toEqual([]);
    await context.close();
  });
});

describe('account forms refuse bad input (phone)', () => {
  it('shows every field error of sign-up, with the server’s on the matching inputs', async () => {
    const { context, page } = await newPage(browser, 'phone');
    // An account made through the API, by a client of its own.
    const { account: taken } = await signedInClient();
    await page.goto('/signup');
    const email = page.getByLabel('Email Address');
    const phone = page.getByLabel('Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(phone, 'Please enter a valid Nigerian phone number (e.g., 08031234567)');
    await expectFieldError(password, 'Password must be at least 10 characters');
    const firstName = page.getByLabel('First name');
    await expectFieldError(firstName, 'Enter your first name as on your bank account');
    await expectFieldError(
      page.getByLabel('Last name'),
      'Enter your last name as on your bank account',
    );
    await look(page, 'signup-errors-phone');

    await email.fill('ada.example.com');
    await phone.fill('0803123456');
    await password.fill('jollofrice');
    await expectFieldError(password, 'Password must contain at least one uppercase letter');
    await password.fill('Jollofrice');
    await expectFieldError(password, 'Password must contain at least one number');
    await password.fill('Jollofrice2');
    await expectFieldError(password, 'Password must contain at least one special character');
    await password.fill('Password123!');
    await confirm.fill('Password123!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(password, 'This password is too common. Please choose another.');

    await firstName.fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await email.fill(taken.email);
    await phone.fill(taken.phone);
    await password.fill('Egusi&Soup2026');
    await confirm.fill('Egusi&Soup2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(email, 'An account with this email address already exists.');
    await expectFieldError(phone, 'An account with this phone number already exists.');
    await context.close();
  });

  it('validates sign-in, says Login Failed for wrong credentials and ignores foreign next', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const { account } = await signedInClient();
    await page.goto('/signin?next=//evil.example/steal');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const phone = page.getByLabel('Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    await expectFieldError(phone, 'Please enter a valid Nigerian phone number (e.g., 08031234567)');
    await expectFieldError(password, 'Password must be at least 10 characters');
    await screenshot(page, 'signin-errors-phone');
    await phone.fill(account.phone);
    await password.fill('Wrong&Password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login Failed').waitFor();
    await toast(page, 'Please check your credentials and try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/pantry');
    await context.close();
  });

  it('asks for the address and a 6-digit code when verification has neither', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/verify-otp');
    await page.getByRole('heading', { name: 'Enter Verification Code' }).waitFor();
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expectFieldError(page.getByLabel('Email Address'), 'Please enter a valid email address');
    await page.getByText('Please enter a valid 6-digit verification code').waitFor();
    const first = page.getByLabel('Digit 1 of 6');
    expect(await first.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await first.getAttribute('inputmode')).toBe('numeric');
    await look(page, 'verify-errors-phone');
    await context.close();
  });
});
