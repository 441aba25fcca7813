import type { BrowserContext, Page } from 'playwright-core';

/** Waits until the service worker has installed (precached the app) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
}

/** The URLs the service worker keeps in one of its runtime caches. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** The per-user cache's name (apps/web/src/lib/pwa-caches.ts). */
export const USER_DATA_CACHE = 'faza-user-data';

export const offlineBanner = (page: Page) => page.getByTestId('offline-banner');

/** Cuts the network and reloads `path`: what shows now comes from the phone. */
export async function openOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
  await offlineBanner(page).waitFor();
}

export const BANNER_TEXT = /^You're offline — showing what was saved at \d{1,2}:\d{2}\s?[ap]m$/i;
