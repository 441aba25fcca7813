import { Suspense } from 'react';
import { ChunkBoundary } from '../components/chunk-boundary';
import { lazyLoaded } from '../lib/lazy-loaded';
import { useSession } from '../features/auth';
import { loadQueryProvider } from './query-provider-loader';

// The bell, its live count and TanStack Query load only once someone is signed in, through the
// query provider's chunk: nothing of it is in the public pages' first load (80 KB budget).
const bell = lazyLoaded(() => loadQueryProvider().then((m) => m.NotificationBellHost));

/** The navigation's place for the notification bell: empty until the session is known to be a user. */
export function NotificationBellSlot() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <bell.Component />
      </Suspense>
    </ChunkBoundary>
  );
}
