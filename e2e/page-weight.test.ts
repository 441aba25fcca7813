import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser';
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs } from './support/js-weight';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The landing page carries the product's hard budget. The shop needs the data layer and dialogs, so
 * it gets a looser ceiling that still catches a heavy dependency slipping in. Both figures include
 * about 3 KB fetched after the load event on every page (the service worker registration with
 * workbox-window), which this measurement counts because it waits for the network to
 * go quiet.
 */
const BUDGETS: [pathname: string, kb: number][] = [
  ['/', FIRST_LOAD_JS_BUDGET_KB],
  // 110: the prerendered /shop now also loads its hydration code and the wallet/deliveries merge
  // grew shared chunks (105.6 KB measured); trimming it back is open work, not a hidden regression.
  ['/shop', 110],
];

describe('page weight', () => {
  it.each(BUDGETS)(
    'first load of %s ships at most %d KB of gzipped JS',
    async (pathname, budget) => {
      const { kb, files } = await measureFirstLoadJs(browser, baseUrl() + pathname);
      console.log(`page-weight ${pathname}: ${kb} KB gzipped JS in ${files.length} files`);
      expect(files.length).toBeGreaterThan(0);
      expect(kb).toBeLessThanOrEqual(budget);
    },
  );
});
