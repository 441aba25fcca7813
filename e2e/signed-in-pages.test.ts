import type { APIRequestContext, Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFaza } from '@faza/shared';
import { newApiClient, signedInClient, staffClient } from './support/api-client';
import { baseUrl, launchBrowser, newPage, screenshot, type ViewportName } from './support/browser';
import { placeBankOrder } from './support/deliveries';
import { giveFood, namedAccount } from './support/pantry';
import { testServer } from './support/test-server';

/*
 * /pantry, /wallet and /orders arrive drawn by the server for the user of the session cookie,
 * `private, no-store`, and never with anyone else's data (docs/decisions/0042).
 */
const RICE = { name: 'Foreign parboiled rice', type: '5kg' };
const BEANS = { name: 'Honey beans (oloyin)', type: '1kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Person = { faza: string; user_id: string; request: APIRequestContext };

let staff: Promise<APIRequestContext> | undefined;

/** Someone who only asks for pages over HTTP, with `food` in their pantry. */
async function person(name: string, food: typeof RICE): Promise<Person> {
  const { request, me } = await signedInClient(namedAccount(name));
  await giveFood(await (staff ??= staffClient()), me.faza, { ...food, quantity: 3 });
  return { faza: me.faza, user_id: me.user_id, request };
}

async function html(request: APIRequestContext, pathname: string) {
  const res = await request.get(`${baseUrl()}${pathname}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-store');
  return res.text();
}

/** Whether a page's HTML carries anything of `who`: their FAZA number, either way it is written. */
const carries = (page: string, who: { faza: string; user_id: string }) =>
  page.includes(formatFaza(who.faza)) || page.includes(who.faza) || page.includes(who.user_id);

describe('signed-in pages drawn on the server', () => {
  let ada: Person;
  let bola: Person;
  beforeAll(async () => {
    [ada, bola] = await Promise.all([person('adaeze.okafor', RICE), person('bola.adeyemi', BEANS)]);
  });

  it('arrive with their user’s content and data, private and never stored', async () => {
    const order = await placeBankOrder(ada.request, [
      { name: RICE.name, 'quantity-type': RICE.type, quantity: 1 },
    ]);
    const pantry = await html(ada.request, '/pantry');
    expect(pantry).toContain('<div id="root" data-prerendered>');
    expect(pantry).toContain(formatFaza(ada.faza));
    expect(pantry).toContain(RICE.name);
    const data = JSON.parse(
      /<script type="application\/json" id="faza-data">(.*?)<\/script>/.exec(pantry)![1]!,
    );
    expect(data.user.user_id).toBe(ada.user_id);
    const wallet = await html(ada.request, '/wallet');
    expect(wallet).toContain(formatFaza(ada.faza));
    // Every part of the wallet drawn with its data (limits, withdrawals…), none left loading.
    expect(wallet).toContain('data-testid="kyc-tier"');
    expect(wallet).not.toMatch(/<div aria-hidden="true" class="animate-pulse/);
    expect(await html(ada.request, '/orders')).toContain(order.invoiceId);
  });

  it('never carry another user’s data, even 100 drawn at the same moment for ten people', async () => {
    // Drawn side by side, each drawing with its own query client and session
    // (docs/decisions/0065): 100 pages for ten people at once, every one its owner’s alone.
    const others = await Promise.all(
      [
        'chidi.eze',
        'emeka.obi',
        'ngozi.eze',
        'kemi.ojo',
        'tope.ade',
        'dayo.ayo',
        'funke.ade',
        'amaka.obi',
      ].map((name, i) => person(name, i % 2 ? RICE : BEANS)),
    );
    const people = [ada, bola, ...others];
    const pages = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const who = people[i % people.length]!;
        const pathname = ['/pantry', '/wallet', '/orders'][i % 3]!;
        return html(who.request, pathname).then((page) => ({ page, who }));
      }),
    );
    for (const { page, who } of pages) {
      expect(page).toContain('data-prerendered');
      expect(carries(page, who)).toBe(true);
      for (const other of people) if (other !== who) expect(carries(page, other)).toBe(false);
    }
    expect(await html(bola.request, '/pantry')).not.toContain(RICE.name);
  });

  it('show nothing of the last user once the session has ended, expired or was never there', async () => {
    const { request: chidiRequest, me: chidi } = await signedInClient(namedAccount('chidi.eze'));
    const { request: emekaRequest, me: emeka } = await signedInClient(namedAccount('emeka.obi'));
    expect(carries(await html(chidiRequest, '/pantry'), chidi)).toBe(true);
    expect(carries(await html(emekaRequest, '/wallet'), emeka)).toBe(true);

    // Expired: the session's absolute expiry passes.
    const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await sql`update sessions set expires_at = now() - interval '1 minute'
                where user_id = ${chidi.user_id}`;
    } finally {
      await sql.end();
    }
    // Signed out: the cookie the browser still sends names a revoked session.
    const { cookies } = await emekaRequest.storageState();
    const out = await emekaRequest.post(`${baseUrl()}/api/auth/signout`);
    expect(out.ok()).toBe(true);
    const stale = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const pathname of ['/pantry', '/wallet', '/orders']) {
      const expired = await html(chidiRequest, pathname);
      expect(expired).not.toContain('data-prerendered');
      expect(carries(expired, chidi)).toBe(false);
      const revoked = await emekaRequest.get(`${baseUrl()}${pathname}`, {
        headers: { cookie: stale },
      });
      expect(revoked.headers()['cache-control']).toBe('private, no-store');
      expect(carries(await revoked.text(), emeka)).toBe(false);
      const nobody = await html(await newApiClient(), pathname);
      expect(nobody).not.toContain('data-prerendered');
    }
  });

  it('answers a tap made before the page’s code arrived, once it has', async () => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
      storageState: await ada.request.storageState(),
    });
    await context.addInitScript(() => localStorage.setItem('pwa-install-dismissed', '1'));
    const page = await context.newPage();
    // The page's modules wait until the tap is made: a slow phone's connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/wallet', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Top Up' }).tap();
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-page-ready')),
    ).toBe(false);
    release();
    await page.getByRole('dialog', { name: 'Top Up Wallet' }).waitFor();
    await context.close();
  });

  it('shows the pantry with JavaScript off', async () => {
    const state = await ada.request.storageState();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl(),
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto('/pantry');
    expect(await page.getByTestId('my-faza').textContent()).toBe(formatFaza(ada.faza));
    await page.getByRole('article', { name: RICE.name }).waitFor();
    await screenshot(page, 'signed-in-drawn-pantry');
    await context.close();
  });

  it.each<[ViewportName, string]>([
    ['phone', '/pantry'],
    ['phone', '/wallet'],
    ['desktop', '/orders'],
  ])(
    'on a %s, %s hydrates without a mismatch, nor asking again for the session, its stylesheet or its data',
    async (viewport, pathname) => {
      const { context, page } = await newPage(browser, viewport, { mocksNetwork: true });
      await context.addCookies((await ada.request.storageState()).cookies);
      // A phone another user was signed in on before: hydration still matches the server's HTML.
      await context.addInitScript(() => localStorage.setItem('user_id', 'earlier-visit'));
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      // What the page arrived with: its session, its stylesheet (inline) and the answers it was
      // drawn from (docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md).
      const drawnFrom = new RegExp(
        `^/api/(auth/me|${
          {
            '/pantry': 'pantry',
            '/wallet': 'gifts|account/limits|wallet/(transactions|account|withdrawals|balance/.*)',
            '/orders': 'orders',
          }[pathname]
        })$`,
      );
      const asked: string[] = [];
      page.on('request', (req) => {
        const { pathname: path } = new URL(req.url());
        if (drawnFrom.test(path) || path.endsWith('.css')) asked.push(path);
      });
      await page.goto(pathname);
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__react')),
          ),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(asked).toEqual([]);
      expect(await page.locator('main').textContent()).toContain(
        pathname === '/orders' ? 'My Orders' : formatFaza(ada.faza),
      );
      await screenshot(page, `signed-in-drawn${pathname.replace('/', '-')}-${viewport}`);
      await context.close();
    },
  );
});
