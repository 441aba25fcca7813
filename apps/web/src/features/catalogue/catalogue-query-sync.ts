import { keepAcrossUsers, queryClient } from '../../lib/query-client';
import { PWA_CACHES } from '../../lib/pwa-caches';
import { readServerData } from '../../lib/server-data';
import { bundlesQueryKey, discountsQueryKey, shopQueryKey } from './catalogue-query-keys';
import { saveCatalogue } from './saved-catalogue';

let connected = false;

/**
 * Ties the shared query cache to the catalogue, once, when the first catalogue hook's module loads
 * (before anything that reads the catalogue renders):
 * - the catalogue and the discount rules are the same for everyone, so a change of user keeps
 *   them (a prerendered shop hydrating after the session was learnt still has the rules its
 *   badges were drawn with);
 * - when the service worker answered from its cache and then found the catalogue changed (Workbox
 *   broadcast update), the new prices are fetched rather than shown at the next visit;
 * - a prerendered page carries the catalogue it was drawn from: the cache starts from it (as fresh
 *   as the HTML, which is never cached), so hydration draws the same and asks nothing; the
 *   discount rules too, so the shop's badges are drawn with the page, not added after it painted.
 */
export function connectCatalogueQueries(): void {
  if (connected) return;
  connected = true;
  keepAcrossUsers(shopQueryKey);
  keepAcrossUsers(bundlesQueryKey);
  keepAcrossUsers(discountsQueryKey);
  globalThis.navigator?.serviceWorker?.addEventListener(
    'message',
    (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; payload?: { cacheName?: string } } | null;
      if (data?.type === 'CACHE_UPDATED' && data.payload?.cacheName === PWA_CACHES.catalogue) {
        void queryClient.invalidateQueries({ queryKey: shopQueryKey });
        void queryClient.invalidateQueries({ queryKey: bundlesQueryKey });
      }
    },
  );
  const data = readServerData();
  if (!data || !('shop' in data)) return;
  queryClient.setQueryData(shopQueryKey, data.shop);
  queryClient.setQueryData(bundlesQueryKey, data.bundles);
  queryClient.setQueryData(discountsQueryKey, { rules: data.discounts });
  saveCatalogue(data.shop);
}
