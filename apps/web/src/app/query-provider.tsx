import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from './query-client';

const Bell = lazy(() =>
  import('../features/notifications/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/**
 * TanStack Query (~12 KB gzip) is kept off the landing page's first load, which has a 90 KB
 * budget (DESIGN.md §6). So this provider is not in the app shell: the router lazily wraps every
 * page except the landing page in it, and the landing page's bundle previews bring their own.
 * All of them share one client, so the cache survives navigation.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The notification bell, in the shared client: it sits in the navigation, outside the pages'
 * provider. Its import is here, in this lazy chunk, not in the entry every visitor downloads.
 */
export function NotificationBellHost() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <Bell />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The notification pages' chunk (app/routes.ts explains why it is imported from here). */
export const notificationPages = () => import('./notification-pages');
