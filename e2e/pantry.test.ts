import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza, SCREEN_TEXTS } from '@faza/shared';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { look, toast } from './support/look';
import { expireLot, giveFood, namedAccount, pantryCard, signedIn } from './support/pantry';
import { screenshotOverlay, watchErrors } from './support/shop-cart';
import { dismissToasts } from './support/wallet';
import { staffClient } from './support/api-client';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };
const BEANS = { name: 'Honey beans (oloyin)', type: '1kg' };
const OIL = { name: 'Palm oil', type: '1 litre' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('My Pantry (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('sends 2 of an item to another FAZA number after showing the recipient’s name', async () => {
    const staff = await staffClient();
    const a = await newPage(browser, viewport);
    const b = await newPage(browser, viewport);
    const errors = watchErrors(a.page);
    const ada = await signedIn(a.context, {
      ...namedAccount('adaeze.okafor'),
      firstName: 'Adaeze',
      lastName: 'Okafor',
    });
    const bola = await signedIn(b.context, {
      ...namedAccount('bola.adeyemi'),
      firstName: 'Bola',
      lastName: 'Adeyemi',
    });
    await giveFood(staff, ada.faza, { ...RICE, quantity: 5 });
    await giveFood(staff, ada.faza, { ...BEANS, quantity: 3 });
    const oil = await giveFood(staff, ada.faza, { ...OIL, quantity: 2 });
    await expireLot(oil);

    const { page } = a;
    await page.goto('/pantry');
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();
    expect(await page.getByTestId('my-faza').textContent()).toBe(formatFaza(ada.faza));
    const rice = pantryCard(page, RICE.name);
    await rice.waitFor();
    expect(await rice.getByTestId('quantity-badge').textContent()).toBe('5 × 5kg');
    expect(await page.getByRole('link', { name: 'Add More Items' }).getAttribute('href')).toBe(
      '/shop',
    );

    // An expired lot cannot be sent, and says why.
    const expired = pantryCard(page, OIL.name);
    await expired.getByText('Expired', { exact: true }).waitFor();
    expect(await expired.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await expired.getByText('Expired food can’t be sent.').waitFor();
    await look(page, `pantry-${viewport}`);

    // Copy the FAZA number: 'Copied!' on the button for 2 s, and the toast.
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    await toast(page, 'FAZA Number Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ada.faza);
    await page.getByRole('button', { name: 'Copy' }).waitFor();

    // Search: a case-insensitive part of the name; no match; Clear Search.
    const search = page.getByPlaceholder(SCREEN_TEXTS.pantry.searchPlaceholder);
    await search.fill('RICE');
    await expect.poll(() => page.getByTestId('pantry-item').count()).toBe(1);
    await search.fill('yam');
    await page.getByText(SCREEN_TEXTS.pantry.noMatch).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect.poll(() => page.getByTestId('pantry-item').count()).toBe(3);
    expect(await search.inputValue()).toBe('');

    // Send 2 of the rice to Bola, after the name enquiry shows her masked name.
    const expiry = await rice.getByTestId('expiry-date').textContent();
    await rice.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: SCREEN_TEXTS.pantry.sendDialogTitle });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Send Food' });
    const faza = dialog.getByRole('textbox', { name: 'Recipient FAZA number' });
    await faza.pressSequentially(bola.faza.slice(0, 6));
    expect(await faza.inputValue()).toBe(formatFaza(bola.faza.slice(0, 6)));
    expect(await send.isDisabled()).toBe(true);
    await faza.pressSequentially(`${bola.faza.slice(6)}99`);
    expect(await faza.inputValue()).toBe(formatFaza(bola.faza));
    const name = dialog.getByTestId('recipient-name');
    await name.waitFor();
    expect(await name.textContent()).toContain('Bola A.');
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('9');
    await dialog.getByText('Quantity must be between 1 and 5.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await screenshotOverlay(page, `pantry-send-dialog-${viewport}`);
    await send.click();
    await toast(page, 'Food Sent Successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rice.getByTestId('quantity-badge').textContent()).toBe('3 × 5kg');

    // Bola sees the rice with the same expiry, and who sent it.
    const bPage = b.page;
    await bPage.goto('/pantry');
    const received = pantryCard(bPage, RICE.name);
    await received.waitFor();
    expect(await received.getByTestId('quantity-badge').textContent()).toBe('2 × 5kg');
    expect(await received.getByTestId('expiry-date').textContent()).toBe(expiry);
    await bPage.getByRole('tab', { name: 'History' }).click();
    const entry = bPage.getByTestId('history-entry').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Received from Adaeze');
    await screenshot(bPage, `pantry-history-${viewport}`);
    expect(errors).toEqual([]);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('shows the empty state with Shop Now and Refresh', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signedIn(context, namedAccount('chidi.eze'));
    await page.goto('/pantry');
    await page.getByRole('heading', { name: SCREEN_TEXTS.pantry.empty }).waitFor();
    expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { name: SCREEN_TEXTS.pantry.empty }).waitFor();
    await look(page, `pantry-empty-${viewport}`);
    await context.close();
  });

  it('shows the error state and recovers with Try Again', async () => {
    const { context, page } = await newPage(browser, viewport, { mocksNetwork: true });
    await signedIn(context, namedAccount('emeka.obi'));
    await page.route('**/api/pantry', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'failed', error: 'Down', code: 'DOWN' }),
      }),
    );
    // Down for the server too: it cannot draw the page (plugins/signed-in-pages.ts) and sends
    // the app shell, as it does to a request without a session.
    await page.route(
      (url) => url.pathname === '/pantry',
      async (route) => {
        const shell = await fetch(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: await shell.text() });
      },
    );
    await page.goto('/pantry');
    await page.getByRole('heading', { name: SCREEN_TEXTS.pantry.errorTitle }).waitFor();
    await page.getByText('Failed to load pantry data. Please try again.').first().waitFor();
    await toast(page, 'Error').waitFor();
    await page.unroute('**/api/pantry');
    // Below the fold at 360 × 740: scrolled up to it, it would sit under the error toast, so the
    // toast is closed first, as a person would (docs/decisions/0068).
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: SCREEN_TEXTS.pantry.empty }).waitFor();
    await context.close();
  });
});
