import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PATHS } from './route-paths';

// Sonner is kept off the landing page's first load (the page never toasts). On every other page
// the Toaster mounts lazily; toasts raised before it mounts are replayed by sonner when it does.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let demanded = false;
const listeners = new Set<() => void>();

/**
 * Call before `toast()` from code that can run on the landing page (e.g. the cart panel), so the
 * Toaster is there to show it.
 */
export function requestToaster(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function AppToaster({ location }: { location: string }) {
  const isDemanded = useSyncExternalStore(subscribe, () => demanded);
  // Once mounted it stays, so a toast is not cut off by going back to the home page.
  useEffect(() => {
    if (location !== PATHS.home) requestToaster();
  }, [location]);
  if (location === PATHS.home && !isDemanded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        // Top: the bottom of a phone screen belongs to the navigation bar.
        offset={16}
      />
    </Suspense>
  );
}
