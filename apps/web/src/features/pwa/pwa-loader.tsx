import { Suspense, useEffect, useState } from 'react';
import { lazyLoaded } from '../../lib/lazy-loaded';
// Imported for its listeners: the browser's install offer can come before PwaHost's code.
import './install-events';

const pwaHost = lazyLoaded(() => import('./pwa-host').then((m) => m.PwaHost));
const PwaHost = pwaHost.Component;

/**
 * Fetches the service worker registration, the update prompt and the install card only once the
 * page has loaded and painted, so none of it weighs on the first load (docs/architecture.md §6).
 * It mounts once its code is here, so mounting never suspends.
 */
export function PwaLoader({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // A failed download still mounts it: the Suspense boundary then retries the import.
    const show = () => void pwaHost.preload().finally(() => live && setLoaded(true));
    if (document.readyState === 'complete') show();
    else window.addEventListener('load', show, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', show);
    };
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaHost aboveBottomNav={aboveBottomNav} />
    </Suspense>
  );
}
