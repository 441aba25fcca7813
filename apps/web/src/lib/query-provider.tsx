import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * TanStack Query (~12 KB gzip) is kept off the landing page's first load, which has an 80 KB
 * budget (docs/architecture.md §6). So this provider is not in the app shell: the router lazily wraps every
 * page except the landing page in it, and the landing page's bundle previews bring their own.
 * All of them share one client, so the cache survives navigation.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
