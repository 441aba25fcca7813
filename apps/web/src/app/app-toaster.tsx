import { Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ChunkBoundary } from '../components/chunk-boundary';
import { lazyLoaded } from '../lib/lazy-loaded';
import { isToasterDemanded, subscribeToasterDemand } from '../lib/toaster-demand';

const Toaster = lazyLoaded(() => import('./placed-toaster').then((m) => m.PlacedToaster)).Component;

/**
 * The one Toaster, mounted once something asks to toast (lib/toaster-demand.ts), straight under
 * <body>. An open sheet or dialog hides everything else on the page from screen readers
 * (aria-hidden on its siblings, but never on a live region already there); a toaster first mounted
 * inside the hidden app while a sheet was open would be hidden too: its message never read out, its
 * Close button out of reach of anything that goes by roles.
 */
export function AppToaster() {
  const isDemanded = useSyncExternalStore(subscribeToasterDemand, isToasterDemanded, () => false);
  // Once mounted it stays, so a toast is not cut off by a change of page.
  if (!isDemanded) return null;
  return createPortal(
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>,
    document.body,
  );
}
