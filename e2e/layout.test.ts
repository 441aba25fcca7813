import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpAndSignIn } from './support/accounts';
import { launchBrowser, newPage, type ViewportName } from './support/browser';
import { fillCart, getInvoice, openCheckout } from './support/checkout';
import { setRole } from './support/database';
import { look } from './support/look';
import { addThroughDialog, openCart } from './support/shop-cart';

/*
 * Every page at both widths, 360 px and 1280 px: a screenshot for a person to look at and axe's
 * serious findings, and what changes with the width (the navigation's place, the shop's columns,
 * the cart's side panel, the invoice window). The journeys run once, at 360 px
 * (docs/decisions/0050).
 */
const SIGNED_OUT = ['/', '/shop', '/bundles', '/signin', '/signup', '/forgot-password'];
const SIGNED_IN = [
  '/pantry',
  '/wallet',
  '/premium',
  '/insights',
  '/plan',
  '/orders',
  '/deliveries',
  '/rider',
  '/notifications',
  '/settings/notifications',
  '/help',
  '/gifts',
  '/circles',
  '/circles/new',
  '/group-buys',
];
const STAFF = ['/admin', '/admin/discounts'];
const WIDTHS: ViewportName[] = ['phone', 'desktop'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shotName = (path: string, viewport: ViewportName) =>
  `layout${path === '/' ? '-home' : path.replaceAll('/', '-')}-${viewport}`;

/** Opens the page, waits for its heading and looks at it (screenshot and axe). */
async function lookAtPage(page: Page, path: string, viewport: ViewportName) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.locator('h1').first().waitFor();
  // The signed-in pages draw their data after the first paint: wait for the loading to end.
  await expect
    .poll(() => page.locator('[aria-busy="true"], [data-testid$="skeleton"]').count())
    .toBe(0);
  await look(page, shotName(path, viewport));
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function navBox(page: Page) {
  const box = await page.getByTestId('nav').boundingBox();
  if (!box) throw new Error('navigation bar is not visible');
  return box;
}

describe.each(WIDTHS)('every page at the %s width', (viewport) => {
  let visitor: { context: BrowserContext; page: Page };
  let member: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    visitor = await newPage(browser, viewport);
    member = await newPage(browser, viewport);
    staff = await newPage(browser, viewport);
    await signUpAndSignIn(member.context);
    const admin = await signUpAndSignIn(staff.context, newAccount());
    await setRole(admin.email, 'admin');
  });
  afterAll(async () => {
    for (const side of [visitor, member, staff]) await side?.context.close();
  });

  it.each(SIGNED_OUT)('signed out: %s', async (path) => {
    await lookAtPage(visitor.page, path, viewport);
    if (viewport === 'phone') await expectNoSideScroll(visitor.page);
  });

  it.each(SIGNED_IN)('signed in: %s', async (path) => {
    await lookAtPage(member.page, path, viewport);
    if (viewport === 'phone') await expectNoSideScroll(member.page);
  });

  it.each(STAFF)('staff: %s', async (path) => {
    await lookAtPage(staff.page, path, viewport);
  });

  it('puts the navigation at the bottom under 768 px and at the top from 768 px', async () => {
    const { page } = visitor;
    await page.goto('/');
    const box = await navBox(page);
    if (viewport === 'phone')
      expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 2);
    else expect(box.y).toBeLessThan(100);
  });

  it('lays the shop out in two columns at 360 px and four at 1280 px', async () => {
    const { page } = visitor;
    await page.goto('/shop');
    await expect.poll(() => page.getByRole('article').count()).toBe(15);
    const tops = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 5).map((card) => card.getBoundingClientRect().top));
    const perRow = tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
    expect(perRow).toBe(viewport === 'phone' ? 2 : 4);
  });

  it('opens the cart full width on a phone and as a side panel on a desktop', async () => {
    const { page } = member;
    await page.goto('/shop');
    await addThroughDialog(page, 'Yam tuber', '1 tuber', 1);
    const panel = await openCart(page);
    const width = page.viewportSize()!.width;
    const rightEdge = async () => {
      const box = await panel.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    };
    await expect.poll(rightEdge).toBe(width); // once it has slid in
    const box = (await panel.boundingBox())!;
    if (viewport === 'phone') expect(Math.round(box.width)).toBe(width);
    else expect(box.width).toBeLessThan(500);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('opens the invoice in this tab, with Back', async () => {
    const { page } = member;
    await fillCart(page);
    await openCheckout(page);
    const invoice = await getInvoice(page);
    await invoice.getByRole('button', { name: 'Back' }).waitFor();
    await look(invoice, `layout-invoice-${viewport}`);
    await invoice.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/invoice'));
  });
});
