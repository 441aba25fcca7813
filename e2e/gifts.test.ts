import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, maskPhone, SCREEN_TEXTS } from '@faza/shared';
import { latestEmailTo, latestPhoneCodeFor, newAccount } from './support/accounts';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { look } from './support/look';
import { giveFood, namedAccount, pantryCard, signedIn } from './support/pantry';
import { screenshotOverlay, watchErrors } from './support/shop-cart';
import { fundWallet } from './support/wallet';
import { staffClient } from './support/api-client';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('gifts to a phone number not on Faza (phone, 360 px)', () => {
  it('sends food to a new number; its owner signs up, enters the texted code and finds the food in the pantry', async () => {
    const staff = await staffClient();
    const a = await newPage(browser, 'phone');
    const errors = watchErrors(a.page);
    const ada = await signedIn(a.context, namedAccount('adaeze.okafor'));
    await giveFood(staff, ada.faza, { ...RICE, quantity: 5 });
    const friend = namedAccount('mama.nkechi');
    const typed = `${friend.phone.slice(0, 4)} ${friend.phone.slice(4, 7)} ${friend.phone.slice(7)}`;

    // Ada sends 2 bags of rice to a number nobody has registered.
    const { page } = a;
    await page.goto('/pantry');
    const rice = pantryCard(page, RICE.name);
    await rice.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: SCREEN_TEXTS.pantry.sendDialogTitle });
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: 'Recipient FAZA number or phone number' })
      .fill(typed);
    await dialog.getByText(GIFT_MESSAGES.notOnFaza).waitFor();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await screenshotOverlay(page, 'gift-send-dialog-phone');
    await dialog.getByRole('button', { name: 'Send Gift' }).click();
    const held = dialog.getByTestId('gift-held');
    await held.waitFor();
    const share = held.getByRole('link', { name: GIFT_MESSAGES.shareOnWhatsApp });
    const href = (await share.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    const claimUrl = /https?:\/\/\S+\/claim\/[A-Za-z0-9_-]{22,}/.exec(message)![0];
    expect(await held.textContent()).toContain(claimUrl);
    await screenshotOverlay(page, 'gift-held-phone');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => rice.getByTestId('quantity-badge').textContent()).toBe('3 × 5kg');
    await page.getByTestId('pending-gifts').getByRole('link', { name: 'See My Gifts' }).waitFor();

    // The friend opens the link in another browser: who sent what, until when.
    const b = await newPage(browser, 'phone');
    const claimPath = new URL(claimUrl).pathname;
    await b.page.goto(claimPath);
    await b.page.getByRole('heading', { name: /sent you food/ }).waitFor();
    await b.page.getByText(RICE.name).waitFor();
    await look(b.page, 'gift-claim-signed-out-phone');

    // Signs up with that number, verifies the email, signs in and comes back to the gift.
    await b.page.getByRole('link', { name: 'Create Account' }).click();
    await b.page.waitForURL((url) => url.pathname === '/signup');
    await b.page.getByLabel('First name').fill('Ada');
    await b.page.getByLabel('Last name').fill('Obi');
    await b.page.getByLabel('Email Address').fill(friend.email);
    // The gift's number, masked and read-only: the account gets it from the gift on the server,
    // and neither the page nor its address ever has it in full (docs/decisions/0058).
    const phoneField = b.page.getByLabel('Phone Number');
    await expect.poll(() => phoneField.inputValue()).toBe(maskPhone(friend.phone));
    expect(await phoneField.getAttribute('readonly')).not.toBeNull();
    expect(b.page.url()).not.toContain(friend.phone.slice(-10));
    expect(await b.page.content()).not.toContain(friend.phone.slice(-10));
    await look(b.page, 'gift-sign-up-phone');
    await b.page.getByLabel('Password', { exact: true }).fill(friend.password);
    await b.page.getByLabel('Confirm Password', { exact: true }).fill(friend.password);
    await b.page.getByRole('button', { name: 'Create Account' }).click();
    await b.page.waitForURL((url) => url.pathname === '/verify-email');
    await expect.poll(() => latestEmailTo(friend.email)?.subject ?? '').toMatch(/^\d{6} /);
    await b.page
      .getByLabel('Digit 1 of 6')
      .pressSequentially(latestEmailTo(friend.email)!.subject.slice(0, 6));
    await b.page.waitForURL((url) => url.pathname === '/signin');
    await b.page.goto(`/signin?next=${encodeURIComponent(claimPath)}`);
    await b.page.getByLabel('Phone Number').fill(friend.phone);
    await b.page.getByLabel('Password', { exact: true }).fill(friend.password);
    await b.page.getByRole('button', { name: 'Sign In' }).click();
    await b.page.waitForURL((url) => url.pathname === claimPath);

    // The code texted to that phone (the SMS outbox), then the claim.
    await b.page.getByRole('button', { name: 'Text me the code' }).click();
    await b.page.getByText(GIFT_MESSAGES.codeSent).waitFor();
    await expect.poll(() => latestPhoneCodeFor(friend.phone)).toMatch(/^\d{6}$/);
    await b.page.getByLabel('Code from the text message').fill(latestPhoneCodeFor(friend.phone)!);
    await look(b.page, 'gift-claim-code-phone');
    // A double tap, as a thumb does: the gift is claimed once and the page ends on the success.
    await b.page.getByRole('button', { name: 'Claim Gift' }).dblclick();
    await b.page.getByText(GIFT_MESSAGES.claimedFood).waitFor();
    await b.page.waitForLoadState('networkidle');
    expect(await b.page.getByText(GIFT_MESSAGES.claimedFood).count()).toBe(1);
    expect(
      await b.page
        .getByRole('alert')
        .filter({ hasText: /expired|wrong|invalid/i })
        .count(),
    ).toBe(0);
    await b.page.getByRole('link', { name: 'Go to My Pantry' }).click();
    const landed = pantryCard(b.page, RICE.name);
    await landed.waitFor();
    expect(await landed.getByTestId('quantity-badge').textContent()).toBe('2 × 5kg');
    await screenshot(b.page, 'gift-claimed-pantry-phone');

    // Ada sees it claimed on /gifts.
    await page.goto('/gifts');
    const card = page.getByTestId('gift-card').first();
    await card.getByText(GIFT_MESSAGES.stateLabel.claimed, { exact: true }).waitFor();
    await look(page, 'gifts-page-phone');

    // Someone signed in with another number cannot claim from the same link.
    const c = await newPage(browser, 'phone');
    await signedIn(c.context, newAccount());
    await c.page.goto(claimPath);
    await c.page.getByText(GIFT_MESSAGES.claimed).waitFor();
    expect(errors).toEqual([]);
    await Promise.all([a, b, c].map((x) => x.context.close()));
  });
});

describe('a money gift (desktop, 1280 px)', () => {
  it('holds money for a new number from Send Money, lists it on /gifts, and cancel brings it back', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const errors = watchErrors(page);
    await signedIn(context, namedAccount('bola.adeyemi'));
    await fundWallet(context, 10_000);
    const phone = `+234${newAccount().phone.slice(1)}`;

    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const send = page.getByRole('dialog', { name: 'Send Money' });
    await send.getByRole('textbox', { name: 'Recipient FAZA number or phone number' }).fill(phone);
    await send.getByText(GIFT_MESSAGES.notOnFaza).waitFor();
    await send.getByRole('textbox', { name: 'Amount (₦)' }).fill('2500');
    await send.getByRole('button', { name: 'Send Gift' }).click();
    await send.getByTestId('gift-held').waitFor();
    await screenshotOverlay(page, 'gift-held-money-desktop');
    await send.getByRole('button', { name: 'Done' }).click();
    await page
      .getByTestId('pending-gifts')
      .getByText(/₦2,500 held in 1 gift/)
      .waitFor();

    await page.getByRole('link', { name: 'See My Gifts' }).click();
    const card = page.getByTestId('gift-card').first();
    await card.getByText(GIFT_MESSAGES.stateLabel.pending, { exact: true }).waitFor();
    expect(
      await card.getByRole('link', { name: GIFT_MESSAGES.shareOnWhatsApp }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await look(page, 'gifts-page-desktop');
    await card.getByRole('button', { name: 'Cancel Gift' }).click();
    await card.getByRole('button', { name: 'Yes, cancel it' }).click();
    await card.getByText(GIFT_MESSAGES.stateLabel.cancelled, { exact: true }).waitFor();
    await page.goto('/wallet');
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('₦10,000');
    expect(await page.getByTestId('pending-gifts').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
