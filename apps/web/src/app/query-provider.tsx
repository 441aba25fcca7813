import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyLoaded } from '../lib/lazy-loaded';
import { queryClient } from '../lib/query-client';
import { useAppQueryClient } from '../lib/query-provider';
import { readSignedInData } from '../lib/server-data';
import { assumeLastUser, startDrawnFor } from '../features/auth/session-store';

// The lazy chunk of TanStack Query and what is drawn with it outside the pages: the router's
// provider and the notification bell (app/query-provider-loader.ts).
export { QueryProvider } from '../lib/query-provider';

const Bell = lazyLoaded(() =>
  import('../features/notifications/notification-bell').then((m) => m.NotificationBell),
).Component;

/**
 * The notification bell, in the shared client: it sits in the navigation, outside the pages'
 * provider. Its import is here, in this lazy chunk, not in the entry every visitor downloads.
 */
export function NotificationBellHost() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <Suspense fallback={null}>
        <Bell />
      </Suspense>
    </QueryClientProvider>
  );
}

const SIGNED_IN_PAGES = ['/pantry', '/wallet', '/orders'];
const drawn = readSignedInData();
if (drawn) {
  // A signed-in page the server drew for its user (lib/server-data.ts): that session, and the
  // answers it was drawn from, so hydration draws the same without a request (nor a refresh at
  // once: refetchUnlessJustDrawn). Here rather than in the entry: the landing page's 80 KB budget.
  startDrawnFor(drawn.user);
  for (const [key, value] of drawn.queries) queryClient.setQueryData(key, value);
} else if (
  typeof navigator !== 'undefined' &&
  navigator.serviceWorker?.controller &&
  SIGNED_IN_PAGES.includes(location.pathname)
) {
  // A returning visitor's signed-in page (the service worker answered with its app shell) paints
  // from the copies it saved (app/saved-copies.ts), loaded only there.
  assumeLastUser();
  void import('./saved-copies')
    .then((m) => m.paintFromSavedCopies(location.pathname))
    .catch(() => {});
}
