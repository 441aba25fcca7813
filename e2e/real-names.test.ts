import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo, latestPhoneCodeFor, newAccount, signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { look, toast } from './support/look';
import { namedAccount } from './support/pantry';
import { screenshotOverlay, watchErrors } from './support/shop-cart';
import { fundWallet, transactionRows } from './support/wallet';
import { signedInClient } from './support/api-client';

// Real names at 360 px (docs/decisions/0054-real-names.md): sign-up asks for the name as on the
// bank account, the name check before a send shows it as a bank would, and an account without
// one is asked for it before it sends.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Bola Tinubu, signed in elsewhere, to send to. */
async function bola() {
  const account = { ...namedAccount('bola.t'), firstName: 'Bola', lastName: 'Tinubu' };
  return (await signedInClient(account)).me;
}

describe('real names (phone)', () => {
  it('signs up with a name and sees the recipient’s real name before sending money', async () => {
    const recipient = await bola();
    const { context, page } = await newPage(browser, 'phone', { mocksNetwork: true });
    const errors = watchErrors(page);
    const account = newAccount();

    await page.goto('/signup');
    // The name is required, with messages that say what is wanted.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Enter your first name as on your bank account').waitFor();
    await page.getByText('Enter your last name as on your bank account').waitFor();
    await page.getByLabel('First name').fill('Ade1');
    await page.getByText('Use letters, spaces, hyphens and apostrophes only').waitFor();
    await page.getByLabel('First name').fill('  Adébáyọ̀ ');
    await page.getByLabel('Last name').fill("O'Neil-Okafor");
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).blur();
    await page.getByText('Passwords match').waitFor();
    await look(page, 'real-names-signup-phone');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-email');

    // Verifies the email with the emailed code and signs in.
    await expect.poll(() => latestEmailTo(account.email)?.subject ?? '').toMatch(/^\d{6} /);
    const code = latestEmailTo(account.email)!.subject.slice(0, 6);
    await page.getByLabel('Digit 1 of 6').pressSequentially(code);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The phone is proved on its own screen, with the texted code.
    await page.waitForURL((url) => url.pathname === '/verify-phone');
    await expect.poll(() => latestPhoneCodeFor(account.phone)).toMatch(/^\d{6}$/);
    await page.getByLabel('Digit 1 of 6').pressSequentially(latestPhoneCodeFor(account.phone)!);
    await page.waitForURL((url) => url.pathname !== '/verify-phone');
    await fundWallet(context, 3000);

    // The send: the name check shows 'Bola T.', the receipt and history name Bola in full.
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send Money' });
    await send.getByRole('textbox', { name: 'Recipient FAZA number' }).fill(recipient.faza);
    const check = send.getByTestId('recipient-name');
    await check.waitFor();
    expect(await check.textContent()).toContain('Bola T.');
    expect(await check.textContent()).not.toContain('***');
    await send.getByRole('textbox', { name: 'Amount (₦)' }).fill('1200');
    await screenshotOverlay(page, 'real-names-send-check-phone');
    await send.getByRole('button', { name: 'Send Money' }).click();
    await toast(page, 'Bola Tinubu').waitFor();
    await expect
      .poll(async () => (await transactionRows(page).first().textContent()) ?? '')
      .toContain('Sent to Bola Tinubu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks an account without a name for it before it sends, then goes on', async () => {
    const recipient = await bola();
    const { context, page } = await newPage(browser, 'phone');
    await signUpAndSignIn(context, newAccount(), { named: false });
    await fundWallet(context, 2000);

    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send Money' });
    const form = send.getByTestId('bank-name-form');
    await form.getByText('Your name as on your bank account').waitFor();
    expect(await send.getByRole('textbox', { name: 'Recipient FAZA number' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await form.getByText('Enter your first name as on your bank account').waitFor();
    await form.getByLabel('First name').fill('Kemi');
    await form.getByLabel('Last name').fill('Adeyemi');
    await screenshotOverlay(page, 'real-names-ask-name-phone');
    await form.getByRole('button', { name: 'Save and continue' }).click();

    await send.getByRole('textbox', { name: 'Recipient FAZA number' }).fill(recipient.faza);
    await send.getByTestId('recipient-name').getByText('Bola T.').waitFor();
    await context.close();
  });
});
