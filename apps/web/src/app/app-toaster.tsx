import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterDemanded, subscribeToasterDemand } from '../lib/toaster-demand';

const Toaster = lazy(() => import('./placed-toaster').then((m) => ({ default: m.PlacedToaster })));

/** The one Toaster, mounted once something asks to toast (lib/toaster-demand.ts). */
export function AppToaster() {
  const isDemanded = useSyncExternalStore(subscribeToasterDemand, isToasterDemanded, () => false);
  // Once mounted it stays, so a toast is not cut off by a change of page.
  if (!isDemanded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
