import { QueryClient } from '@tanstack/react-query';
import { bundlesQueryKey } from '../features/catalogue/use-bundles';
import { shopQueryKey } from '../features/catalogue/use-shop-items';
import { saveCatalogue } from '../features/catalogue/saved-catalogue';
import { ApiError } from '../lib/api-client';
import { PWA_CACHES } from '../lib/pwa-caches';
import { onBackOnline } from '../lib/use-online';
import { onUserDataCleared } from '../lib/user-data';
import { readServerData } from './server-data';

/**
 * Tuned for slow, metered mobile data: keep answers for a while instead of refetching on every
 * focus, and retry only failures a retry can fix (no response, or the server's own 5xx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Try once even when the browser claims to be offline: the service worker may answer.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || isRetryable(error)),
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 429;
}

/** The one client of the app: every page shares its cache, whichever provider mounts it. */
export const queryClient = createQueryClient();

// The next user on this phone starts with an empty cache (lib/user-data.ts), all but the public
// catalogue, which is the same for everyone: a prerendered page is hydrating from it, and emptying
// it under that page (a session learnt before hydration) would redraw the page as skeletons.
const isPublicCatalogue = (key: readonly unknown[]) =>
  key.length === 1 && (key[0] === shopQueryKey[0] || key[0] === bundlesQueryKey[0]);
onUserDataCleared(() => {
  queryClient.removeQueries({ predicate: (query) => !isPublicCatalogue(query.queryKey) });
  queryClient.getMutationCache().clear();
});

// Back online: what was read from the service worker's cache while offline is refreshed now.
onBackOnline(() => void queryClient.invalidateQueries());

// The service worker answered the catalogue from its cache and then found that it changed
// (Workbox broadcast update): fetch the new prices rather than show the old ones until the next visit.
globalThis.navigator?.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as { type?: string; payload?: { cacheName?: string } } | null;
  if (data?.type === 'CACHE_UPDATED' && data.payload?.cacheName === PWA_CACHES.catalogue) {
    void queryClient.invalidateQueries({ queryKey: shopQueryKey });
    void queryClient.invalidateQueries({ queryKey: bundlesQueryKey });
  }
});

seedFromServer(queryClient);

/**
 * A prerendered page carries the catalogue it was drawn from: the cache starts from it (as fresh
 * as the HTML, which is never cached), so hydration draws the same and asks nothing.
 */
function seedFromServer(client: QueryClient): void {
  const data = readServerData();
  if (!data) return;
  client.setQueryData(shopQueryKey, data.shop);
  client.setQueryData(bundlesQueryKey, data.bundles);
  saveCatalogue(data.shop);
}
