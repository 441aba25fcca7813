import { Suspense } from 'react';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { lazyLoaded } from '../../lib/lazy-loaded';
import { useSavedAt, useSavedCopy } from '../../lib/saved-at';
import { useOnline } from '../../lib/use-online';

const BannerText = lazyLoaded(() => import('./banner-text').then((m) => m.BannerText)).Component;

if (typeof window !== 'undefined') {
  // docs/product-spec.md §4: online and offline changes are logged (and drive the banner below).
  window.addEventListener('online', () => console.info('[faza] back online'));
  window.addEventListener('offline', () => console.info('[faza] offline'));
}

/**
 * Online, a returning visitor's page drawn from its saved copy says when that was saved until the
 * server's answer replaces it (app/saved-copies.ts).
 * While offline, a slim banner says so and when the data on this page was saved. It
 * goes by itself when the network returns (the query client then refreshes the data).
 */
export function OfflineBanner({ page }: { page: string }) {
  const online = useOnline();
  const savedAt = useSavedAt(page);
  const savedCopy = useSavedCopy(page);
  if (online && savedCopy !== null)
    return (
      <div
        role="status"
        data-testid="saved-copy-banner"
        className="border-b border-sand-300 bg-cream-100 px-4 py-2 text-center text-sm text-ink-800 print:hidden"
      >
        <ChunkBoundary fallback={SAVED_COPY_WORDS}>
          <Suspense fallback={SAVED_COPY_WORDS}>
            <BannerText savedAt={savedCopy} copy />
          </Suspense>
        </ChunkBoundary>
      </div>
    );
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-plantain-300 bg-plantain-100 px-4 py-2 text-center text-sm font-semibold text-ink-900 print:hidden"
    >
      <span
        aria-hidden="true"
        className="mr-1.5 inline-block size-2 rounded-full bg-ink-600 align-middle"
      />
      {/* Offline before the service worker saved the app, the words' chunk cannot come. */}
      <ChunkBoundary fallback={OFFLINE_WORDS}>
        <Suspense fallback={OFFLINE_WORDS}>
          <BannerText savedAt={savedAt} copy={false} />
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}

// Shown until (or instead of) the words with their time.
const SAVED_COPY_WORDS = 'Showing what was saved — updating…';
const OFFLINE_WORDS = 'You’re offline';
