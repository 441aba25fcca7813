import { lazy, Suspense, useSyncExternalStore } from 'react';

// Sonner (about 9 KB gzipped) is downloaded only when something first toasts: every toast goes
// through `requestToaster()` and a dynamic import of 'sonner', and toasts raised just before the
// Toaster mounts are replayed by sonner when it does.
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

export function AppToaster() {
  const isDemanded = useSyncExternalStore(
    subscribe,
    () => demanded,
    () => false,
  );
  // Once mounted it stays, so a toast is not cut off by a change of page.
  if (!isDemanded) return null;
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
