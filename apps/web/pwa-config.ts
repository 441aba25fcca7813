import type { VitePWAOptions } from 'vite-plugin-pwa';
import { PWA_CACHES } from './src/lib/pwa-caches.ts';

type CachedResponseParam = { cachedResponse?: Response | undefined };

/**
 * Workbox plugins that mark an answer taken from the cache with `x-faza-cache` (lib/use-online.ts
 * reads it): 'fallback' when the network failed or timed out, 'hit' for stale-while-revalidate.
 * Written into /sw.js as source text, so each function uses nothing from outside itself.
 */
const markFallback = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: CachedResponseParam) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-faza-cache', 'fallback');
    const { status, statusText } = cachedResponse;
    return new Response(cachedResponse.body, { status, statusText, headers });
  },
};
const markHit = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: CachedResponseParam) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-faza-cache', 'hit');
    const { status, statusText } = cachedResponse;
    return new Response(cachedResponse.body, { status, statusText, headers });
  },
};

// Our design's warm off-white page (src/index.css; index.html's theme-color): the splash screen
// and the status bar match the app.
const BACKGROUND = '#fffaf2';

/**
 * The web app manifest and the Workbox service worker (/sw.js, scope /). See
 * docs/decisions/0013-offline-with-a-generated-service-worker.md for the caching choices.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'sw.js',
  scope: '/',
  // Ask before switching versions (docs/product-spec.md §4): the new worker waits until the user says Reload.
  registerType: 'prompt',
  // The app registers it after first paint (features/pwa), off the landing page's first load.
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: 'Faza — Buy, store and share foodstuffs',
    short_name: 'Faza',
    description:
      'Buy Nigerian foodstuffs singly or in bundles, keep them in your pantry and send food to family by FAZA number.',
    lang: 'en-NG',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/pwa/screenshot-phone.png',
        sizes: '360x740',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Faza on a phone: bundles of Nigerian foodstuffs in naira',
      },
      {
        src: '/pwa/screenshot-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Faza on a computer: shop, bundles and your pantry',
      },
    ],
  },
  workbox: {
    // The shell, every route chunk and our own pictures (about 110 KB of SVG): any page opens
    // offline after one visit, even what was fetched before the worker took charge. Pictures
    // from elsewhere are cached as they are seen (below).
    globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'pwa/icon-*.png', 'pwa/maskable-*.png'],
    // The boot script arrives inside each drawn page (apps/api/src/plugins/boot-script.ts).
    globIgnores: ['boot.js'],
    navigateFallback: 'index.html',
    // /api (its docs and hosted payment pages included) always goes to the server.
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // Push and notification clicks (public/sw-push.js): generateSW's way of adding our own code.
    importScripts: ['sw-push.js'],
    // Take charge of the page on the first visit, so what it fetches is saved at once. Updates
    // still wait for the user's Reload (registerType 'prompt': no skipWaiting).
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname === '/api/shop' || url.pathname === '/api/bundles'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: PWA_CACHES.catalogue,
          // Only the public answer: a staff member's bundles (with cost figures) are marked
          // 'private, no-cache' and never land in a cache the next visitor reads.
          cacheableResponse: { statuses: [200], headers: { 'cache-control': 'no-cache' } },
          matchOptions: { ignoreVary: true },
          // Tells the app when the revalidated answer differs, so prices on screen catch up.
          broadcastUpdate: { options: { headersToCheck: ['etag'] } },
          plugins: [markHit],
        },
      },
      {
        // The inbox, the food insights and the circles read offline like the pantry; the inbox's event stream never
        // ends and is never cached. A basic member's 403 is not a 200, so it is never saved. The
        // list of my gifts and my limits are parts of /wallet, which paints from saved copies of
        // every answer it is drawn from (src/app/saved-copies.ts).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/((pantry|wallet|orders|notifications|insights|circles)(\/|$)|gifts$|account\/limits$)/.test(
            url.pathname,
          ) &&
          url.pathname !== '/api/notifications/stream',
        handler: 'NetworkFirst',
        options: {
          cacheName: PWA_CACHES.userData,
          // A slow mobile network shows the last good copy rather than a spinner.
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 50 },
          plugins: [markFallback],
        },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: PWA_CACHES.images,
          cacheableResponse: { statuses: [200] },
          expiration: {
            maxEntries: 120,
            maxAgeSeconds: 30 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
        },
      },
    ],
  },
};
