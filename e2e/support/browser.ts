import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { clientAddressHeader, disposeApiClients } from './api-client';
import { CHROMIUM_ARGS, checkDisabledFeatures } from './chromium-flags';
import { keepPageJournal, pageJournal } from './page-journal';
import { testServer } from './test-server';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

let shared: Browser | undefined;

/**
 * Debian's chromium with the flags of chromium-flags.ts, a browser of its own: its `close()` ends it
 * (a bench's). The test workers share one, launchBrowser below.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  checkDisabledFeatures();
  return browser;
}

/**
 * launchChromium, once per worker process: the files a worker runs share its modules (vitest's
 * `isolate: false`), and now its browser, each file in contexts of its own. The file's `close()`
 * closes the contexts it opened and its API clients (api-client.ts), and the browser ends with the
 * worker; a launch cost about a second of CPU, 45 times a run (docs/decisions/0069).
 */
export async function launchBrowser(): Promise<Browser> {
  if (shared?.isConnected()) return shared;
  const browser = await launchChromium();
  browser.close = async () => {
    await Promise.all([
      ...browser.contexts().map((context) => context.close()),
      disposeApiClients(),
    ]);
  };
  shared = browser;
  return browser;
}

export const baseUrl = () => testServer().baseUrl;

/**
 * Each page still open in this worker's browser: its address, its accessibility tree (trimmed) and
 * its journal (page-journal.ts).
 */
export async function describeOpenPages(): Promise<string> {
  const pages = shared?.isConnected() ? shared.contexts().flatMap((c) => c.pages()) : [];
  const described = await Promise.all(
    pages.map(async (page) => {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5000 })
        .catch((err: Error) => `(no snapshot: ${err.message.split('\n')[0]})`);
      const journal = pageJournal(page);
      return `— ${page.url()}\n${tree.slice(0, 6000)}${journal ? `\nIts last words:\n${journal}` : ''}`;
    }),
  );
  return described.join('\n');
}

/**
 * A browser context that is its own client to the server (clientAddressHeader, api-client.ts).
 * Without the service worker unless `options.serviceWorkers` says 'allow', and with reduced
 * motion (see newPage).
 */
export async function newClientContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...options,
    extraHTTPHeaders: { ...clientAddressHeader(), ...options.extraHTTPHeaders },
  });
  watchPages(context);
  await skipInstallCard(context);
  return context;
}

/** Every page of the context waits for the app after a load and keeps a journal (page-journal.ts). */
function watchPages(context: BrowserContext): void {
  context.on('page', (page) => {
    waitForReadyAfterLoads(page);
    keepPageJournal(page);
  });
}

/**
 * The install card (after 10 s) would sit over buttons of journeys that have nothing to do with
 * it, as it would for a customer who has not pressed Later yet; only its own tests ask for it.
 */
const skipInstallCard = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('pwa-install-dismissed', '1'));

/**
 * The public pages arrive drawn by the server, and React drops a tap on content whose code has not
 * arrived yet. Like a person who waits for the page, goto and reload then wait for the app's
 * `html[data-page-ready]` (app-router.tsx). A document that is not the app (no `#root`: the
 * sandbox's payment page) has nothing to wait for; an app page that never gets ready fails the
 * test with the page's own timeout rather than going on after a silent wait.
 */
function waitForReadyAfterLoads(page: Page): void {
  const ready = () =>
    page.waitForFunction(
      () =>
        document.getElementById('root') === null ||
        document.documentElement.hasAttribute('data-page-ready'),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await ready();
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await ready();
    return res;
  };
}

/**
 * A phone or desktop context. `serviceWorker`: the app's service worker installs as on a phone,
 * precaching the whole app (some 240 files) in the context. Only journeys about what it does
 * (offline pages, saved copies, push, updates, install) ask for it; the others run without it,
 * which took a third off the browser suite's CPU (docs/decisions/0069). `mocksNetwork`: the test
 * answers API calls itself with `page.route`, which cannot see requests a service worker makes.
 * `motion`: sheets rise and toasts slide in; without it the phone asks for reduced motion, which
 * the app honours by ending every animation at once (index.css). Playwright waits for an element
 * to stop moving before it acts, so a journey never acted mid-animation anyway; unseen frames
 * cost chromium about 5 % of a journey's CPU (docs/decisions/0070). The tests of where things
 * land once a sheet has risen ask for motion.
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  {
    serviceWorker = false,
    mocksNetwork = false,
    installCard = false,
    motion = false,
  }: {
    serviceWorker?: boolean;
    mocksNetwork?: boolean;
    installCard?: boolean;
    motion?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (serviceWorker && mocksNetwork) throw new Error('page.route cannot see a service worker');
  const context = await browser.newContext({
    serviceWorkers: serviceWorker ? 'allow' : 'block',
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
    reducedMotion: motion ? 'no-preference' : 'reduce',
    extraHTTPHeaders: clientAddressHeader(),
  });
  watchPages(context);
  if (!installCard) await skipInstallCard(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Whether the journeys save screenshots for a person to look at. `npm test` (scripts/test.ts), the
 * gate CI runs, turns them off (E2E_SCREENSHOTS=off): nobody opens them there, and the two
 * hundred captures were some 45 core-seconds of a run (docs/decisions/0070). Any browser test run
 * on its own (`npm run test:e2e`, `npx vitest run e2e/…`) saves them in e2e/screenshots/.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Saves what the page shows as e2e/screenshots/<name>.png: the full page, or `{ fullPage: false }`
 * what is on screen (a fixed sheet or panel, which a full-page capture would stretch).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, animations }: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage, animations });
}
