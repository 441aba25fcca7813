import { lazy, Suspense, useEffect, useState } from 'react';
// Imported for its listeners: the browser's install offer can come before PwaHost's code.
import './install-events';

const PwaHost = lazy(() => import('./pwa-host').then((m) => ({ default: m.PwaHost })));

/**
 * Fetches the service worker registration, the update prompt and the install card only once the
 * page has loaded and painted, so none of it weighs on the first load (issue 12, DESIGN.md §6).
 */
export function PwaLoader({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaHost aboveBottomNav={aboveBottomNav} />
    </Suspense>
  );
}
