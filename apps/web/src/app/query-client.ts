import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

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
