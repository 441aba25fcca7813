import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
  GIFT_MESSAGES,
  lagosToday,
  addDays,
} from '@faza/shared';
import { launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { createCircleThroughApi, passCircleDeliveryDate } from './support/circles';
import { offlineBanner, openOffline, waitForServiceWorker } from './support/pwa';
import { setKycTier, setRole, setTier } from './support/database';
import { testServer } from './support/test-server';
import { look, toast } from './support/look';
import { namedAccount, pantryCard, signedIn } from './support/pantry';
import { screenshotOverlay, watchErrors } from './support/shop-cart';
import { dismissToasts, fundWallet } from './support/wallet';
import { signedInClient } from './support/api-client';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };
// apps/web/src/lib/use-online.ts's words, as e2e/offline.test.ts checks them.
const OFFLINE_ACTION_REASON = "You're offline. Connect to the internet to do this.";
const BEANS = { name: 'Honey beans (oloyin)', type: '1kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One more of a food in the goal picker, in the quantity type asked for. */
async function addFood(page: Page, food: typeof RICE, times: number) {
  await page.getByRole('searchbox', { name: 'Find a food' }).fill(food.name);
  const row = page.getByTestId('goal-food').filter({ hasText: food.name }).first();
  const type = row.getByRole('combobox');
  if (await type.count()) await type.selectOption(food.type);
  for (let i = 0; i < times; i++)
    await row.getByRole('button', { name: `One more ${food.name}` }).click();
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function noSideScroll(page: Page) {
  // Measured against the emulated screen: a mobile layout viewport grows to fit what overflows.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Pays the next instalment from the circle page, through the confirm dialog. */
async function payNext(page: Page, shot?: string) {
  await page.getByRole('button', { name: 'Pay next instalment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay next instalment' });
  await dialog.waitFor();
  if (shot) await screenshotOverlay(page, shot);
  await dialog.getByRole('button', { name: /^Pay ₦/ }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(page, 'Paid ').waitFor();
  await dismissToasts(page);
}

describe('food circles (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('a Premium member starts a save-together circle, invites a friend by FAZA number, both pay every instalment, and on delivery day both pantries hold the goal', async () => {
    const a = await newPage(browser, viewport);
    const errors = watchErrors(a.page);
    const adaAccount = namedAccount('adaeze.okafor');
    await signedIn(a.context, adaAccount);
    await setTier(adaAccount.email, 'premium');
    const b = await newPage(browser, viewport);
    const bolaAccount = namedAccount('bola.adeyemi');
    const bola = await signedIn(b.context, bolaAccount);
    const { page } = a;

    // The premium page's contribution line leads to /circles: empty, what a circle is, and Start.
    await page.goto('/premium');
    await page.getByRole('link', { name: 'Basic contribution features' }).first().click();
    await page.waitForURL((url) => url.pathname === '/circles');
    await page.getByText(T.emptyTitle).waitFor();
    await look(page, `circles-empty-${viewport}`);
    await page.getByRole('link', { name: T.startCircle }).click();
    await page.waitForURL((url) => url.pathname === '/circles/new');

    // Step 1: name and kind.
    await page.getByRole('textbox', { name: 'Circle name' }).fill('December rice');
    await page.getByRole('radio', { name: /Save together/ }).check();
    await look(page, `circle-new-step1-${viewport}`);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the goal, foods from the catalogue.
    await page.getByRole('tab', { name: 'Choose foods' }).click();
    await addFood(page, RICE, 1);
    await addFood(page, BEANS, 2);
    await page.getByText(/In the goal: 1 × Foreign parboiled rice/).waitFor();
    await screenshot(page, `circle-new-step2-${viewport}`);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: weekly, 2 instalments, 2 members; the live price preview.
    await page.getByRole('combobox', { name: 'Instalments are paid' }).selectOption('weekly');
    await page.getByRole('combobox', { name: 'Number of instalments' }).selectOption('2');
    await page.getByRole('combobox', { name: 'Most members (you included)' }).selectOption('2');
    const quote = page.getByTestId('circle-quote');
    await quote.getByTestId('quote-price').waitFor();
    await quote.getByText(RICE.name).waitFor();
    const price = (await quote.getByTestId('quote-price').textContent())!;
    expect(price).toMatch(/^₦[\d,.]+$/);
    await look(page, `circle-new-step3-${viewport}`);
    await page.getByRole('button', { name: 'Create circle' }).click();
    await page.waitForURL((url) => /^\/circles\/[0-9a-f-]{36}$/.test(url.pathname));
    const circlePath = new URL(page.url()).pathname;
    const circleId = circlePath.split('/').at(-1)!;
    await page.getByRole('heading', { name: 'December rice' }).waitFor();
    await dismissToasts(page);

    // Invite Bola by FAZA number: the name enquiry first, then Invite.
    const invite = page.getByTestId('circle-invite');
    await invite.getByRole('textbox', { name: 'FAZA number' }).fill(bola.faza);
    await invite.getByTestId('faza-name').waitFor();
    // Enter in the field submits, as the phone keyboard's Go does.
    await invite.getByRole('textbox', { name: 'FAZA number' }).press('Enter');
    await toast(page, 'is invited').waitFor();
    await dismissToasts(page);
    await page.getByText(`invited by`).waitFor();
    const share = invite.getByRole('link', { name: GIFT_MESSAGES.shareOnWhatsApp });
    const href = (await share.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const link = /https?:\/\/\S+\/circles\/join\/[A-Za-z0-9_-]{22,}/.exec(
      decodeURIComponent(href.slice('https://wa.me/?text='.length)),
    )![0];
    expect(await invite.getByTestId('circle-invite-url').textContent()).toBe(link);
    await noSideScroll(page);
    await look(page, `circle-page-creator-${viewport}`);

    // Someone signed out who opens the link is offered sign-in, and brought back.
    const c = await newPage(browser, viewport);
    const joinPath = new URL(link).pathname;
    await c.page.goto(joinPath);
    await c.page.getByText(T.signInToJoin).waitFor();
    expect(
      await c.page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).toBe(`/signin?next=${encodeURIComponent(joinPath)}`);
    await look(c.page, `circle-join-signed-out-${viewport}`);
    await c.context.close();

    // Bola sees the invitation on /circles, then opens the link: goal, price, rules, Accept.
    await b.page.goto('/circles');
    const card = b.page.getByTestId('circle-card').filter({ hasText: 'December rice' });
    await card.waitFor();
    await b.page.getByRole('region', { name: T.invitations }).waitFor();
    await look(b.page, `circles-invitation-${viewport}`);
    await b.page.goto(joinPath);
    const preview = b.page.getByTestId('circle-invite-preview');
    await preview.getByText(price).first().waitFor();
    await preview.getByText(M.rules('save_together')[0]!).waitFor();
    await look(b.page, `circle-join-${viewport}`);
    await preview.getByRole('button', { name: 'Accept and join' }).click();
    await b.page.waitForURL((url) => url.pathname === circlePath);
    await toast(b.page, M.joined).waitFor();
    await dismissToasts(b.page);

    // The circle is full now: a third person with the link reads why they cannot join.
    const d = await newPage(browser, viewport);
    await signedIn(d.context, namedAccount('chidi.nwosu'));
    await d.page.goto(joinPath);
    await d.page.getByText(M.circleFull).waitFor();
    expect(await d.page.getByRole('button', { name: 'Accept and join' }).count()).toBe(0);
    await d.context.close();

    // Both pay both instalments from their wallets: ₦100,000 in a day is Tier 2's to receive.
    await setKycTier(adaAccount.email, 2);
    await setKycTier(bolaAccount.email, 2);
    await fundWallet(a.context, 100_000);
    await fundWallet(b.context, 100_000);
    await page.reload();
    await payNext(page, `circle-pay-confirm-${viewport}`);
    await payNext(page);
    await page.getByText(`(2 of 2 instalments)`).waitFor();
    await b.page.reload();
    await payNext(b.page);
    await payNext(b.page);
    await expect
      .poll(() => b.page.getByRole('button', { name: 'Pay next instalment' }).count())
      .toBe(0);
    const members = b.page.getByTestId('circle-member');
    expect(await members.count()).toBe(2);
    for (const row of await members.all())
      await row.getByText(M.memberStateLabel.paid, { exact: true }).waitFor();
    await b.page.getByRole('progressbar', { name: 'Paid into the circle' }).waitFor();
    expect(
      await b.page
        .getByRole('progressbar', { name: 'Paid into the circle' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    await noSideScroll(b.page);
    await look(b.page, `circle-page-paid-${viewport}`);

    // Delivery day passes; the circles job delivers each paid-up member's share.
    await passCircleDeliveryDate(circleId);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByText(M.stateLabel.delivered, { exact: true }).first().count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await look(page, `circle-page-delivered-${viewport}`);
    for (const who of [a, b]) {
      await who.page.goto('/pantry');
      const rice = pantryCard(who.page, RICE.name);
      await rice.waitFor();
      expect(await rice.getByTestId('quantity-badge').textContent()).toBe('1 × 5kg');
      expect(
        await pantryCard(who.page, BEANS.name).getByTestId('quantity-badge').textContent(),
      ).toBe('2kg');
    }
    await screenshot(b.page, `circle-pantry-${viewport}`);
    expect(errors).toEqual([]);
    await Promise.all([a, b].map((x) => x.context.close()));
  });
});

describe('a chip-in circle (desktop)', () => {
  it('a basic member is offered the upgrade; a Premium Plus member starts a chip-in for a friend with a bundle as the goal', async () => {
    // It goes offline at the end: the circles page is read from the service worker's copy.
    const { context, page } = await newPage(browser, 'desktop', { serviceWorker: true });
    const errors = watchErrors(page);
    const account = namedAccount('funmi.adebayo');
    await signedIn(context, account);
    const { me: mama } = await signedInClient(namedAccount('mama.nkechi'));

    // Basic: no Start, the upgrade link, and joining by invitation still open.
    await page.goto('/circles');
    await page.getByText(T.basicCanJoin).waitFor();
    expect(await page.getByRole('link', { name: T.upgradeToStart }).getAttribute('href')).toBe(
      '/premium',
    );
    expect(await page.getByRole('link', { name: T.startCircle, exact: true }).count()).toBe(0);

    await setTier(account.email, 'premium_plus');
    await page.goto('/circles/new');
    await page.getByRole('textbox', { name: 'Circle name' }).fill('Food for Mama');
    await page.getByRole('radio', { name: /Chip in/ }).check();
    const faza = page.getByRole('textbox', { name: 'FAZA number of the person it is for' });
    await faza.fill(mama.faza);
    await page.getByTestId('faza-name').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio').first().check();
    const bundle = (await page.getByRole('radio').first().getAttribute('value'))!;
    expect(bundle).not.toBe('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Most members (you included)' }).selectOption('4');
    const quote = page.getByTestId('circle-quote');
    // A start date in the past: the preview says why, and Create shows it beside the field.
    const start = page.getByLabel('First instalment due on');
    const tomorrow = await start.inputValue();
    await start.fill(addDays(lagosToday(new Date()), -1));
    await quote.getByRole('alert').getByText(M.startDatePast).waitFor();
    await page.getByRole('button', { name: 'Create circle' }).click();
    await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(M.startDatePast).first().waitFor();
    await look(page, 'circle-new-refused-desktop');
    await start.fill(tomorrow);
    await quote.getByText(/shared by the members/).waitFor();
    await look(page, 'circle-new-chip-in-desktop');
    await page.getByRole('button', { name: 'Create circle' }).click();
    await page.waitForURL((url) => /^\/circles\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Food for Mama' }).waitFor();
    await page.getByText(`for ${mama.name}`, { exact: false }).first().waitFor();

    // Offline after one visit: the circle and the list read from the phone; paying says why not.
    const circlePath = new URL(page.url()).pathname;
    await waitForServiceWorker(page);
    await page.goto(circlePath);
    await page.getByRole('heading', { name: 'Food for Mama' }).waitFor();
    await page.goto('/circles');
    await page.getByTestId('circle-card').filter({ hasText: 'Food for Mama' }).waitFor();
    await openOffline(context, page, circlePath);
    await page.getByRole('heading', { name: 'Food for Mama' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay next instalment' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('circle-offline-reason').textContent()).toBe(
      OFFLINE_ACTION_REASON,
    );
    await screenshot(page, 'circle-offline-desktop');
    await page.goto('/circles');
    await page.getByTestId('circle-card').filter({ hasText: 'Food for Mama' }).waitFor();
    await context.setOffline(false);
    await page.goto(circlePath);
    await offlineBanner(page).waitFor({ state: 'detached' });

    // Paying with an empty wallet: the refusal is said in the dialog, and nothing is paid.
    await page.getByRole('button', { name: 'Pay next instalment' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay next instalment' });
    await pay.getByRole('button', { name: /^Pay ₦/ }).click();
    await pay
      .getByRole('alert')
      .getByText(/Your wallet is short/)
      .waitFor();
    await screenshotOverlay(page, 'circle-pay-refused-desktop');
    await pay.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('You have paid ₦0').waitFor();

    // The creator cancels (with a confirm): the circle says so.
    await page.getByRole('button', { name: 'Cancel circle' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel circle' });
    await cancel.getByText(T.cancelConfirm).waitFor();
    await cancel.getByRole('button', { name: 'Cancel circle' }).click();
    await toast(page, M.cancelled).waitFor();
    await page.getByText(M.stateLabel.cancelled, { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Pay next instalment' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a member invited by FAZA number (phone)', () => {
  it('accepts on the circle page, turns autopay off, and leaves before paying', async () => {
    const ownerAccount = namedAccount('kemi.ojo');
    const owner = await signedInClient(ownerAccount);
    await setTier(ownerAccount.email, 'premium');
    const { context, page } = await newPage(browser, 'phone');
    const errors = watchErrors(page);
    const me = await signedIn(context, namedAccount('emeka.obi'));
    const circle = await createCircleThroughApi(owner.request, {
      name: 'Office beans',
      kind: 'save_together',
      goal: { items: [{ name: BEANS.name, 'quantity-type': BEANS.type, quantity: 3 }] },
      schedule: 'weekly',
      instalments: 3,
      'max-members': 5,
      'start-date': addDays(lagosToday(new Date()), 3),
    });
    const invited = await owner.request.post(
      `${testServer().baseUrl}/api/circles/${circle.id}/invite`,
      { data: { faza: me.faza } },
    );
    expect(invited.status()).toBe(200);

    await page.goto('/circles');
    await page.getByTestId('circle-card').filter({ hasText: 'Office beans' }).click();
    const accept = page.getByTestId('circle-accept');
    await accept.getByText(M.rules('save_together')[1]!).waitFor();
    await look(page, 'circle-page-invitee-phone');
    await accept.getByRole('button', { name: 'Accept and join' }).click();
    await toast(page, M.joined).waitFor();
    await dismissToasts(page);

    const autopay = page.getByRole('switch', { name: 'Autopay' });
    expect(await autopay.getAttribute('aria-checked')).toBe('true');
    await autopay.click();
    await toast(page, M.autopayOff).waitFor();
    await expect.poll(() => autopay.getAttribute('aria-checked')).toBe('false');
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Leave circle' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave circle' });
    await leave.getByText(T.leaveConfirm).waitFor();
    await leave.getByRole('button', { name: 'Leave circle' }).click();
    await toast(page, M.leftNothingPaid).waitFor();
    await page.waitForURL((url) => url.pathname === '/circles');
    // Not among my circles any more; the invitation still stands, should they change their mind.
    await page.getByRole('region', { name: T.invitations }).getByText('Office beans').waitFor();
    expect(await page.getByRole('region', { name: T.mine }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('food circles in the staff console (desktop)', () => {
  it('a moderator finds a circle, reads it and cancels it with a reason', async () => {
    const ownerAccount = namedAccount('ngozi.eze');
    const owner = await signedInClient(ownerAccount);
    await setTier(ownerAccount.email, 'premium_plus');
    const name = `Church oil ${Date.now().toString(36)}`;
    await createCircleThroughApi(owner.request, {
      name,
      kind: 'save_together',
      goal: { items: [{ name: RICE.name, 'quantity-type': RICE.type, quantity: 1 }] },
      schedule: 'monthly',
      instalments: 3,
      'max-members': 10,
      'start-date': addDays(lagosToday(new Date()), 2),
    });

    const { context, page } = await newPage(browser, 'desktop');
    const errors = watchErrors(page);
    const modAccount = namedAccount('tunde.bakare');
    await signedIn(context, modAccount);
    await setRole(modAccount.email, 'moderator');
    await page.goto('/admin#circles');
    await page.getByRole('searchbox').fill(name);
    const row = page.getByTestId('admin-circle').filter({ hasText: name });
    await row.waitFor();
    await look(page, 'admin-circles-desktop');
    await row.getByRole('button', { name: 'Open' }).click();
    const detail = page.getByTestId('admin-circle-detail');
    await detail.getByText(RICE.name).waitFor();
    await detail.getByRole('button', { name: 'Cancel circle' }).click();
    await detail.getByText(M.cancelReasonRequired).waitFor();
    await detail
      .getByRole('textbox', { name: 'Reason for cancelling' })
      .fill('Reported as a duplicate by the members');
    await detail.getByRole('button', { name: 'Cancel circle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel circle' });
    await dialog.waitFor();
    await screenshotOverlay(page, 'admin-circle-cancel-desktop');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByText(M.stateLabel.cancelled, { exact: true }).first().waitFor();
    await detail.getByText(/Reported as a duplicate/).waitFor();
    await look(page, 'admin-circle-detail-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
