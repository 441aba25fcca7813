import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '../lib/query-client';

// The lazy chunk of TanStack Query and what is drawn with it outside the pages: the router's
// provider, the notification bell and the notification pages (app/query-provider-loader.ts).
export { QueryProvider } from '../lib/query-provider';

const Bell = lazy(() =>
  import('../features/notifications/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

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

/** The insights page's chunk, imported from here for the same reason (90 KB budget). */
export const insightsPage = () => import('../features/insights/insights-page');
