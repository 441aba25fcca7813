import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { runCli } from './support/cli';
import { toast } from './support/look';
import { signedInClient } from './support/api-client';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('staff console (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('the CLI makes an admin, who finds a customer, makes them moderator, and sees it audited', async () => {
    const { context, page } = await newPage(browser, viewport);
    const admin = await signUpAndSignIn(context);
    expect(runCli(['users', 'set-role', admin.email, 'admin'])).toContain(
      'role changed from user to admin',
    );
    const { account: customer } = await signedInClient();

    // The account menu leads staff to the console, drawn with an icon like its neighbours (not a
    // text star that sits off their line).
    await page.goto('/pantry');
    await page.getByTestId('nav').getByRole('button', { name: 'Account' }).click();
    const consoleLink = page.getByRole('link', { name: 'Staff console' });
    expect((await consoleLink.textContent())?.trim()).toBe('Staff console');
    expect(await consoleLink.locator('svg').count()).toBe(1);

    await page.goto('/admin#users');
    await page.getByRole('heading', { name: 'Staff console' }).waitFor();
    await page.getByLabel('Search users').fill(customer.email);
    const card = page.getByRole('listitem').filter({ hasText: customer.email });
    await card.waitFor();
    expect(await card.textContent()).toContain('₦0');
    await screenshot(page, `admin-users-${viewport}`);
    await card.getByLabel('Role').selectOption('moderator');
    await card.getByRole('button', { name: 'Save role' }).click();
    await toast(page, 'Role changed').waitFor();

    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'role.change' }).first();
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(admin.email);
    expect(text).toContain('user → moderator');
    await screenshot(page, `admin-audit-${viewport}`);
    await context.close();
  });

  it('shows a customer that the console is for staff, and no staff data', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signUpAndSignIn(context);
    await page.goto('/admin');
    await page.getByText('This page is for Faza staff.').waitFor();
    expect(await page.getByLabel('Search users').count()).toBe(0);
    await context.close();
  });
});

describe('audit log filter (phone)', () => {
  it('keeps the rows on screen, dimmed and busy, while a new filter loads', async () => {
    // Without the service worker, so page.route sees every request to the log.
    const { context, page } = await newPage(browser, 'phone', { mocksNetwork: true });
    const admin = await signUpAndSignIn(context);
    runCli(['users', 'set-role', admin.email, 'admin']);
    await page.goto('/admin#audit');
    const list = page.getByRole('region', { name: 'Audit log' }).getByRole('list');
    const rows = list.getByRole('listitem').filter({ hasText: 'role.change' });
    await rows.first().waitFor();
    expect(await list.getAttribute('aria-busy')).toBeNull();

    // The new filter's answers are held: what shows meanwhile is decided, not raced.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const filters: (string | null)[] = [];
    await page.route(/\/api\/admin\/audit\?/, async (route) => {
      filters.push(new URL(route.request().url()).searchParams.get('action'));
      await held;
      await route.continue();
    });
    await page.getByLabel('Filter by action').pressSequentially('role.');
    await expect.poll(() => filters.includes('role.')).toBe(true);
    expect(await rows.first().isVisible()).toBe(true);
    expect(await page.getByText('Loading the audit log…').count()).toBe(0);
    expect(await list.getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'admin-audit-filtering-phone');

    release();
    await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
    expect(await rows.first().isVisible()).toBe(true);
    await page.unroute(/\/api\/admin\/audit\?/);
    await context.close();
  });
});
