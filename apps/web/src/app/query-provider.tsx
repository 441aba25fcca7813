import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { readSignedInData } from '../lib/server-data';

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

// A returning visitor's signed-in page (the service worker answered with its app shell) paints
// from the copies it saved (app/saved-copies.ts), loaded only there.
if (
  typeof navigator !== 'undefined' &&
  navigator.serviceWorker?.controller &&
  !readSignedInData() &&
  ['/pantry', '/wallet', '/orders'].includes(location.pathname)
)
  void import('./saved-copies')
    .then((m) => m.paintFromSavedCopies(location.pathname))
    .catch(() => {});
