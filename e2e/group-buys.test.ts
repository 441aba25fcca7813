import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { setKycTier } from './support/database';
import { look, toast } from './support/look';
import { namedAccount, pantryCard, signedIn } from './support/pantry';
import { itemCard, watchErrors } from './support/shop-cart';
import { dismissToasts, fundWallet } from './support/wallet';

const RICE = 'Foreign parboiled rice';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('group buys (phone)', () => {
  // One width per journey (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('starts a group from the shop, a second person joins by the link, it fills, and both pantries hold their shares', async () => {
    const a = await newPage(browser, viewport);
    const errors = watchErrors(a.page);
    const kemi = { ...namedAccount('kemi.balogun'), firstName: 'Kemi' };
    await signedIn(a.context, kemi);
    // Each takes in ₦100,000 today: past Tier 1's ₦50,000 (docs/decisions/0063).
    await setKycTier(kemi.email, 2);
    await fundWallet(a.context, 100_000);
    const b = await newPage(browser, viewport);
    const tayo = { ...namedAccount('tayo.okon'), firstName: 'Tayo' };
    await signedIn(b.context, tayo);
    await setKycTier(tayo.email, 2);
    await fundWallet(b.context, 100_000);
    const { page } = a;

    // The product's dialog offers "Buy together" on the bulk tier, and it opens the start form.
    await page.goto('/shop');
    await itemCard(page, RICE).getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: RICE });
    await dialog.getByRole('radio', { name: /^5kg / }).check();
    expect(await dialog.getByTestId('buy-together').count()).toBe(0);
    await dialog.getByRole('radio', { name: /^50kg / }).check();
    await dialog.getByTestId('buy-together').click();
    await page.waitForURL((url) => url.pathname === '/group-buys');
    const form = page.getByTestId('start-group-buy');
    expect(await form.getByRole('combobox', { name: 'Food' }).inputValue()).toBe('parboiled-rice');
    expect(await form.getByRole('combobox', { name: 'Bulk size' }).inputValue()).toBe('50kg');
    await form.getByRole('combobox', { name: 'Share size' }).selectOption('25kg');
    await form.getByRole('combobox', { name: 'Closes' }).selectOption('24');
    await expect
      .poll(() => form.getByTestId('group-price').textContent())
      .toBe('₦45,000 for 25 kg — ₦1,000 less than buying 25 kg');
    await look(page, `group-buys-start-${viewport}`);
    await form.getByRole('button', { name: 'Start a group buy' }).click();
    await page.waitForURL((url) => /^\/group-buys\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByTestId('group-shares').getByText('0 of 2 shares taken').waitFor();

    // The starter takes one share: its money is held at once.
    await page.getByRole('button', { name: /^Join: 1 × 25kg for ₦45,000$/ }).click();
    await toast(page, '₦45,000 held for your shares').waitFor();
    await dismissToasts(page);
    await page.getByTestId('group-shares').getByText('1 of 2 shares taken · 1 left').waitFor();
    const link = (await page.getByTestId('group-buy-url').textContent())!;
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain(link);
    await look(page, `group-buy-open-${viewport}`);

    // The second person opens the link and takes the last share: the bag is bought and split.
    await b.page.goto(new URL(link).pathname);
    const members = b.page.getByRole('list', { name: 'Shares taken' });
    await members.getByText('Kemi').waitFor();
    await b.page.getByRole('button', { name: /^Join: 1 × 25kg/ }).click();
    await b.page.getByText('Full: in pantries').waitFor();
    await members.getByText('Tayo').waitFor();
    expect(await members.textContent()).not.toMatch(/Balogun|Okon/i);
    await look(b.page, `group-buy-filled-${viewport}`);

    // Both pantries hold their 25 kg share.
    for (const p of [page, b.page]) {
      await p.goto('/pantry');
      const rice = pantryCard(p, RICE);
      await rice.waitFor();
      expect(await rice.getByTestId('quantity-badge').textContent()).toBe('1 × 25kg');
    }
    // The starter's page says it filled, and the list shows it among mine.
    await page.goto('/group-buys');
    await page.getByRole('region', { name: 'Mine' }).getByText('Full: in pantries').waitFor();
    expect(errors).toEqual([]);
  });
});
