import { shopResponseSchema, type ShopItem } from '@faza/shared';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { baseUrl, launchBrowser, newPage, type ViewportName } from './support/browser';
import { staffClient } from './support/api-client';
import { setRole } from './support/database';
import { look } from './support/look';
import {
  addThroughDialog,
  expectBadge,
  itemCard,
  openCart,
  screenshotOverlay,
  watchErrors,
} from './support/shop-cart';

// Spaghetti is in no bundle and no other journey: running it low here disturbs nobody.
const PRODUCT = 'spaghetti';
const NAME = 'Spaghetti (500 g)';

let browser: Browser;
let staff: { request: APIRequestContext };
beforeAll(async () => {
  browser = await launchBrowser();
  staff = { request: await staffClient() };
});
afterAll(async () => {
  await browser?.close();
});

/** Staff leave exactly `free` packets free, as a count in the console would. */
async function leaveFree(free: number) {
  const stock = await staff.request.get(`${baseUrl()}/api/admin/stock`);
  const level = ((await stock.json()).data.products as { productId: string; free: number }[]).find(
    (p) => p.productId === PRODUCT,
  )!;
  if (level.free === free) return;
  const res = await staff.request.post(`${baseUrl()}/api/admin/stock/adjustments`, {
    data: { productId: PRODUCT, baseUnits: free - level.free, reason: 'Counted in the store' },
  });
  expect(res.status()).toBe(200);
}

/**
 * Waits until the shop's answer shows `availability`. The server drops its cached catalogue when it
 * hears of a stock change (a NOTIFY, just after the adjustment's answer), so a page opened at once
 * may still get the answer from before.
 */
async function shopShows(availability: ShopItem['availability']) {
  const shown = async () => {
    const shop = await staff.request.get(`${baseUrl()}/api/shop`);
    const { items } = shopResponseSchema.parse(((await shop.json()) as { data: unknown }).data);
    return items.find((item) => item.id === PRODUCT)?.availability;
  };
  await expect.poll(shown).toEqual(availability);
}

describe('stock in the shop and the cart (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  afterAll(() => leaveFree(100_000));

  it('shows Only N left, and tells the customer before paying when a line ran out in the cart', async () => {
    await leaveFree(3);
    await shopShows({ status: 'low', left: 3 });
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    await signUpAndSignIn(context);
    await page.goto('/shop');
    const card = itemCard(page, NAME);
    await card.getByText('Only 3 left').waitFor();
    await card.scrollIntoViewIfNeeded();
    await look(page, 'stock-only-left-phone');
    await addThroughDialog(page, NAME, '1 packet', 2);
    await expectBadge(page, '2');

    // Someone else buys the last packets while ours sit in the cart.
    await leaveFree(0);
    await shopShows({ status: 'out_of_stock' });
    await page.reload();
    await card.getByRole('button', { name: 'Out of stock' }).waitFor();
    expect(await card.getByRole('button', { name: 'Out of stock' }).isDisabled()).toBe(true);

    const panel = await openCart(page);
    const line = panel.getByRole('listitem', { name: `${NAME}, 1 packet` });
    await line.getByTestId('line-stock-note').filter({ hasText: 'Out of stock' }).waitFor();
    await panel.getByTestId('cart-stock-warning').waitFor();
    expect(await panel.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await screenshotOverlay(page, `stock-cart-out-${viewport}`);

    // Taking the line out lets the customer go on with the rest.
    await line.getByRole('button', { name: 'Remove item' }).click();
    await panel.getByTestId('cart-stock-warning').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks again for the catalogue saved on the phone, so a shop opened from the plain shell shows stock as it is now', async () => {
    await leaveFree(3);
    await shopShows({ status: 'low', left: 3 });
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    await page.goto('/shop');
    await itemCard(page, NAME).getByText('Only 3 left').waitFor();
    // The phone keeps the catalogue it was shown (written when the page is next idle).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('faza-shop-catalogue') !== null))
      .toBe(true);

    await leaveFree(0);
    await shopShows({ status: 'out_of_stock' });
    // A page the server does not draw arrives as the plain shell, as every page does while the
    // public pages are drawn again after a change: the shop opened from it starts from the copy
    // saved a moment ago, which must not pass for fresh.
    await page.goto('/no/such/page');
    await page.getByTestId('nav').getByRole('link', { name: 'Shop' }).click();
    const card = itemCard(page, NAME);
    await card.getByRole('button', { name: 'Out of stock' }).waitFor();
    expect(await card.getByText('Only 3 left').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('stock in the console (phone)', () => {
  const viewport = 'phone' satisfies ViewportName;
  afterAll(() => leaveFree(100_000));

  it('lets staff count the shelf and write off spoiled stock, and shows the booked figures', async () => {
    await leaveFree(10);
    const { context, page } = await newPage(browser, viewport);
    const errors = watchErrors(page);
    const account = newAccount();
    await signUpAndSignIn(context, account);
    await setRole(account.email, 'admin');
    await page.goto('/admin#stock');
    const card = page.getByTestId(`stock-${PRODUCT}`);
    await card.waitFor();
    const onHand = Number(await card.locator('dd').first().innerText());

    await card.getByRole('button', { name: 'Count', exact: true }).click();
    const count = card.getByRole('form', { name: 'Count stock' });
    await count.getByLabel(/Counted on the shelf/).fill(String(onHand - 2));
    await count.getByLabel('Reason').fill('Monthly count');
    await look(page, 'stock-console-count-phone');
    await count.getByRole('button', { name: 'Book the count' }).click();
    await page.getByText('Count booked').waitFor();
    await card
      .locator('dd')
      .first()
      .filter({ hasText: String(onHand - 2) })
      .waitFor();

    await card.getByRole('button', { name: 'Write off' }).click();
    const writeOff = card.getByRole('form', { name: 'Write off stock' });
    await writeOff.getByLabel(/Amount to write off/).fill('1');
    await writeOff.getByLabel('Reason').fill('Packet torn');
    await writeOff.getByRole('button', { name: 'Write it off' }).click();
    await page.getByText('Written off', { exact: true }).waitFor();
    await card
      .locator('dd')
      .first()
      .filter({ hasText: String(onHand - 3) })
      .waitFor();
    await look(page, 'stock-console-written-off-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
