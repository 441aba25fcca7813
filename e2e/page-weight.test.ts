import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

/** Our users pay for every kilobyte: the first load of a page may ship at most this much JS. */
const BUDGET_KB = 90;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Loads a page at phone width and returns the gzipped size of every script it fetched. */
async function firstLoadJsKb(pathname: string): Promise<{ kb: number; files: string[] }> {
  const { context, page } = await newPage(browser, 'phone');
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && !res.url().endsWith('.js')) return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: [...scripts.keys()].map((u) => new URL(u).pathname) };
}

describe('page weight', () => {
  for (const pathname of ['/', '/shop']) {
    it(`first load of ${pathname} ships at most ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
      const { kb, files } = await firstLoadJsKb(pathname);
      console.log(`page-weight ${pathname}: ${kb} KB gzipped JS in ${files.length} files`);
      expect(files.length).toBeGreaterThan(0);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    });
  }
});
