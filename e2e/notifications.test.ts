import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, type ViewportName } from './support/browser';
import { look } from './support/look';
import { giveFood, namedAccount, signedIn } from './support/pantry';
import { offlineBanner, waitForServiceWorker } from './support/pwa';
import { watchErrors } from './support/shop-cart';
import { signedInClient, staffClient } from './support/api-client';

const RICE = { name: 'Foreign parboiled rice', type: '5kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');

/** Sends `quantity` rice from the signed-in context to `faza`, as the Send dialog would. */
async function sendRice(context: { request: APIRequestContext }, faza: string, quantity: number) {
  const res = await context.request.post(`${baseUrl()}/api/pantry/send`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      'food-name': RICE.name,
      'food-quantity': quantity,
      'food-quantity-type': RICE.type,
      faza,
    },
  });
  if (res.status() !== 200) throw new Error(`send failed: ${res.status()} ${await res.text()}`);
}

/** Delivers a push message to the page's service worker through the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, data: object) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseUrl()));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseUrl()).origin,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
  await cdp.detach();
}

describe('notifications (phone)', () => {
  // One width per journey; both widths of every page: layout.test.ts (docs/decisions/0050).
  const viewport = 'phone' satisfies ViewportName;
  it('raises the bell when food arrives, lists it, marks it read, and a push opens the pantry', async () => {
    const staff = await staffClient();
    const a = await signedInClient(namedAccount('adaeze.okafor'));
    const ada = a.me;
    const b = await newPage(browser, viewport, { serviceWorker: true });
    const bola = await signedIn(b.context, namedAccount('bola.adeyemi'));
    await giveFood(staff, ada.faza, { ...RICE, quantity: 5 });
    const { page } = b;
    const errors = watchErrors(page);

    await page.goto('/pantry');
    await bell(page).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    expect(await badge(page).count()).toBe(0);

    // Ada sends from her own phone; Bola's open page hears it with no reload.
    const sentAt = Date.now();
    await sendRice(a, bola.faza, 2);
    // Waited for, not timed: on a loaded machine the seconds are the machine's. The stream's
    // order (subscribe, then count) is what made the bell miss it (docs/decisions/0050).
    await badge(page).waitFor();
    console.log(`bell raised ${Date.now() - sentAt} ms after the send (${viewport})`);
    expect(await badge(page).textContent()).toBe('1');
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await look(page, `notifications-bell-${viewport}`);

    // The inbox: the row with who sent what, its time and a link to the pantry.
    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const row = page.getByTestId('notification-row').first();
    await row.getByText('Food received').waitFor();
    // Named by the sender's first name (namedAccount's 'Adaeze'; docs/decisions/0054-real-names.md).
    expect(await row.textContent()).toContain('Adaeze sent you 2 × 5kg of Foreign parboiled rice.');
    expect(await row.locator('time').textContent()).toMatch(
      /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/,
    );
    expect(await row.getByRole('link').getAttribute('href')).toBe('/pantry');
    await look(page, `notifications-page-${viewport}`);

    await row.getByRole('button', { name: 'Mark as read' }).click();
    await badge(page).waitFor({ state: 'detached' });
    expect(await row.getAttribute('data-unread')).toBeNull();
    await page.getByText('All caught up').waitFor();
    expect(errors).toEqual([]);

    // A push delivered to the service worker shows a notification; tapping it opens the pantry.
    await waitForServiceWorker(page);
    await b.context.grantPermissions(['notifications'], { origin: baseUrl() });
    const push = {
      id: randomUUID(),
      title: 'Food received',
      body: `${ada.name} sent you 1 × 5kg of Foreign parboiled rice.`,
      url: '/pantry',
      tag: 'e2e-push',
    };
    await deliverPush(b.context, page, push);
    // The worker running now: a stopped worker is started again for an event, as a new one.
    const worker = () => {
      const workers = b.context.serviceWorkers();
      expect(workers.length).toBeGreaterThan(0);
      return workers.at(-1)!;
    };
    const shown = () =>
      worker().evaluate(async () => {
        const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
        return (await registration.getNotifications()).map((n) => [
          n.title,
          n.body,
          (n.data as { url: string }).url,
        ]);
      });
    // DevTools' delivery stands in for the push service, which delivers again until the worker
    // takes the message. Once, in a fresh-clone CI run, a delivery showed nothing for 30 s while
    // eight loaded reruns showed it at once; the cause was not found in our worker. So a delivery
    // unanswered after 5 s is made again, the same message (its tag replaces, never adds), and the
    // count is printed: the worker must still show exactly this notification.
    let deliveries = 1;
    let deliveredAt = Date.now();
    const shownOrDeliverAgain = async () => {
      const now = await shown();
      if (now.length === 0 && Date.now() - deliveredAt > 5_000) {
        deliveries += 1;
        deliveredAt = Date.now();
        await deliverPush(b.context, page, push);
      }
      return now;
    };
    await expect.poll(shownOrDeliverAgain).toEqual([[push.title, push.body, push.url]]);
    console.log(`push shown after ${deliveries} deliver${deliveries === 1 ? 'y' : 'ies'}`);
    // No DevTools command taps a notification: the worker gets the event a tap dispatches.
    await worker().evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      try {
        scope.dispatchEvent(
          new scope.NotificationEvent('notificationclick', { notification: notification! }),
        );
      } catch {
        // waitUntil refuses an event the browser did not make; the handler has already started.
      }
    });
    await page.waitForURL('**/pantry');
    await page.getByRole('heading', { name: 'My Pantry' }).waitFor();

    // Offline, the inbox reads from the phone, as the pantry does.
    await page.goto('/notifications');
    await page.getByTestId('notification-row').first().waitFor();
    await b.context.setOffline(true);
    await page.reload();
    await offlineBanner(page).waitFor();
    await page.getByTestId('notification-row').first().getByText('Food received').waitFor();
    await b.context.setOffline(false);

    await page.goto('/settings/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
    await page.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    const moneyInbox = page.getByRole('group', { name: 'Money' }).getByLabel('In the app');
    expect(await moneyInbox.isChecked()).toBe(true);
    expect(await moneyInbox.isDisabled()).toBe(true);
    await look(page, `notification-settings-${viewport}`);
    await b.context.close();
  });
});
