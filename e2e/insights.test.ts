import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { INSIGHTS_MESSAGES } from '@faza/shared';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { staffConfirms } from './support/checkout';
import { setTier } from './support/database';
import { placeBankOrder } from './support/deliveries';
import { look } from './support/look';
import { giveFood, namedAccount, signedIn } from './support/pantry';
import { cachedUrls, offlineBanner, USER_DATA_CACHE, waitForServiceWorker } from './support/pwa';
import { testServer } from './support/test-server';
import { staffClient } from './support/api-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The lot expires now: after it was added, before the page reads the month. */
async function expireNow(lotId: string) {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update pantry_lots set expires_at = now() where id = ${lotId}`;
  } finally {
    await sql.end();
  }
}

/**
 * /insights at 360 px (both widths: layout.test.ts): a basic member sees the sample, marked as not theirs, with the
 * upgrade link; as Premium the same member sees their own month (a confirmed bank order, food
 * added, some expired) as charts with tables, and reads it again offline. Staff see the console's
 * Insights. Each screen passes axe.
 */
describe('food insights (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('shows a sample behind the wall, then the real month with charts and tables', async () => {
    const staff = await staffClient();
    const { context, page } = await newPage(browser, viewport, { serviceWorker: true });
    const account = namedAccount('amaka.obi');
    const me = await signedIn(context, account);

    await page.goto('/insights');
    const note = page.getByRole('note');
    await note.getByText(INSIGHTS_MESSAGES.sampleNotice).waitFor();
    expect(await page.getByTestId('insights-sample').isVisible()).toBe(true);
    expect(await note.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
    await look(page, `insights-sample-${viewport}`);

    // Her month: rice and beans bought by bank transfer, palm oil from Faza, two beans expired.
    const order = await placeBankOrder(context.request, [
      { name: 'Foreign parboiled rice', 'quantity-type': '5kg', quantity: 2 },
      { name: 'Honey beans (oloyin)', 'quantity-type': '1kg', quantity: 3 },
    ]);
    await staffConfirms(order.id);
    await giveFood(staff, me.faza, { name: 'Palm oil', type: '1 litre', quantity: 2 });
    const tomatoes = await giveFood(staff, me.faza, {
      name: 'Tomato paste (400 g tin)',
      type: '1 tin',
      quantity: 2,
    });
    await expireNow(tomatoes);
    await setTier(account.email, 'premium');

    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/insights');
    const real = page.getByTestId('insights');
    await real.waitFor();
    expect(await page.getByTestId('insights-sample').count()).toBe(0);
    const spend = page.getByRole('region', { name: 'Spend by category' });
    const spendTable = spend.getByRole('table');
    await spendTable.getByRole('rowheader', { name: 'Grains' }).waitFor();
    expect(await spendTable.getByRole('row').filter({ hasText: 'Total' }).textContent()).toContain(
      '₦26,100',
    );
    // Said as a sentence: "₦26,100 more than in October", not "+₦26,100 on October".
    await real.getByText(/^₦26,100 more than in [A-Z][a-z]+( \d{4})?$/).waitFor();
    const food = page.getByRole('region', { name: 'Where your food went' }).getByRole('table');
    expect(await food.getByRole('row').filter({ hasText: 'Bought' }).textContent()).toContain('5');
    expect(await food.getByRole('row').filter({ hasText: 'Expired' }).textContent()).toContain('2');
    const expired = page.getByRole('region', { name: 'What expired most' });
    await expired.getByRole('rowheader', { name: 'Tomato paste (400 g tin)' }).waitFor();
    await look(page, `insights-${viewport}`);

    // Read again offline, from the service worker's per-user cache.
    expect(
      (await cachedUrls(page, USER_DATA_CACHE)).some((u) => u.startsWith('/api/insights')),
    ).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('insights').waitFor();
    await offlineBanner(page).waitFor();
    await context.setOffline(false);

    // Staff: the console's Insights section, with a CSV for each table.
    const { context: adminContext, page: admin } = await newPage(browser, viewport);
    const adminAccount = namedAccount('tunde.staff');
    await signedIn(adminContext, adminAccount);
    const { setRole } = await import('./support/database');
    await setRole(adminAccount.email, 'admin');
    await admin.goto('/admin#insights');
    await admin.getByRole('heading', { name: 'Sales by day' }).waitFor();
    const csv = admin.getByRole('link', { name: 'Download CSV' }).first();
    expect(await csv.getAttribute('href')).toMatch(/^\/api\/admin\/insights\.csv\?table=/);
    await look(admin, `console-insights-${viewport}`);
    await adminContext.close();
    await context.close();
  });
});
