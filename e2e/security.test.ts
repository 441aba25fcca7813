import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICES_TEXTS } from '@faza/shared';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { look, toast } from './support/look';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signed-in devices (phone, 360 px)', () => {
  it('shows both devices and signs the other one out', async () => {
    // One account, two phones: the first signed in when it signed up, the second through the form.
    const first = await newPage(browser, 'phone');
    const account = await signUpAndSignIn(first.context);
    const second = await newPage(browser, 'phone');
    await second.page.goto('/signin?next=/pantry');
    await second.page.getByLabel('Phone Number').fill(account.phone);
    await second.page.getByLabel('Password', { exact: true }).fill(account.password);
    await second.page.getByRole('button', { name: 'Sign In' }).click();
    await second.page.waitForURL((url) => url.pathname === '/pantry');
    await second.page.getByRole('heading', { name: 'My Pantry' }).waitFor();

    // The first phone finds the page in the account menu.
    const { page } = first;
    await page.goto('/pantry');
    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('link', { name: DEVICES_TEXTS.menuLink }).click();
    await page.waitForURL((url) => url.pathname === '/settings/security');
    await page.getByRole('heading', { name: DEVICES_TEXTS.title, level: 1 }).waitFor();
    const cards = page.getByTestId('device-card');
    await expect.poll(() => cards.count()).toBe(2);
    await cards.filter({ hasText: DEVICES_TEXTS.thisDevice }).waitFor();
    // Last used in Lagos time, as the rest of the app shows moments.
    expect(await cards.first().textContent()).toMatch(
      /Last used \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/,
    );
    await look(page, 'security-devices-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: new RegExp(`^${DEVICES_TEXTS.signOut}:`) }).click();
    await toast(page, 'was signed out').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByText(DEVICES_TEXTS.empty).waitFor();
    await look(page, 'security-devices-signed-out-phone');

    // The other phone is signed out: its next visit to a signed-in page asks it to sign in.
    await second.page.goto('/pantry');
    await second.page.waitForURL((url) => url.pathname === '/signin');
    const me = await second.context.request.get('/api/auth/me');
    expect((await me.json()).data).toBeNull();
    // The first is still signed in.
    const mine = await first.context.request.get('/api/auth/me');
    expect((await mine.json()).data?.email).toBe(account.email);

    // Changing the password here keeps this phone signed in.
    await page.getByLabel(DEVICES_TEXTS.currentPassword, { exact: true }).fill(account.password);
    await page.getByLabel(DEVICES_TEXTS.newPassword, { exact: true }).fill('Egusi&Soup2025');
    await page.getByLabel(DEVICES_TEXTS.confirmNewPassword, { exact: true }).fill('Egusi&Soup2025');
    await page.getByRole('button', { name: DEVICES_TEXTS.changePassword }).click();
    await toast(page, DEVICES_TEXTS.passwordChanged(0)).waitFor();
    const still = await first.context.request.get('/api/auth/me');
    expect((await still.json()).data?.email).toBe(account.email);

    await first.context.close();
    await second.context.close();
  });
});
