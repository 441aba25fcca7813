import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser';
import { FIRST_LOAD_JS_BUDGET_KB, measureFirstLoadJs } from './support/js-weight';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('page weight', () => {
  for (const pathname of ['/', '/shop']) {
    it(`first load of ${pathname} ships at most ${FIRST_LOAD_JS_BUDGET_KB} KB of gzipped JS`, async () => {
      const { kb, files } = await measureFirstLoadJs(browser, baseUrl() + pathname);
      console.log(`page-weight ${pathname}: ${kb} KB gzipped JS in ${files.length} files`);
      expect(files.length).toBeGreaterThan(0);
      expect(kb).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB);
    });
  }
});
