import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onBackOnline } from './use-online';
import { onUserDataCleared } from './user-data';

/**
 * Tuned for slow, metered mobile data: keep answers for a while instead of refetching on every
 * focus, and retry only failures a retry can fix (no response, or the server's own 5xx). The
 * server makes one per drawing (entry-server.tsx).
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

const sharedKeys = new Set<unknown>();

/**
 * Marks a one-part query key as the same for every user (the public catalogue), so it survives a
 * change of user. Called by the feature that owns the key when its module loads.
 */
export function keepAcrossUsers(key: QueryKey): void {
  sharedKeys.add(key[0]);
}

// The next user on this phone starts with an empty cache (lib/user-data.ts), all but what is the
// same for everyone: a prerendered page is hydrating from the catalogue, and emptying it under that
// page (a session learnt before hydration) would redraw the page as skeletons.
onUserDataCleared(() => {
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey.length === 1 && sharedKeys.has(query.queryKey[0])),
  });
  queryClient.getMutationCache().clear();
});

// Back online: what was read from the service worker's cache while offline is refreshed now.
onBackOnline(() => void queryClient.invalidateQueries());
