import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { lazyLoaded } from '../../lib/lazy-loaded';
// Imported for its listeners: the browser's install offer can come before PwaHost's code.
import { INSTALL_CARD_DELAY_MS, installOffered, subscribeInstallEvents } from './install-events';

const pwaHost = lazyLoaded(() => import('./pwa-host').then((m) => m.PwaHost));
const PwaHost = pwaHost.Component;

/** Where vite-plugin-pwa writes the service worker, and its scope (pwa-config.ts). */
const SERVICE_WORKER = { url: '/sw.js', scope: '/' };

/**
 * Fetches the service worker registration, the update prompt and the install card only once the
 * page has loaded and painted, so none of it weighs on the first load (docs/architecture.md §6).
 * It mounts once its code is here, so mounting never suspends.
 *
 * A page no service worker controls (a first visit) has no new version to offer yet: it registers
 * the worker with the browser's own call, and fetches the rest when that worker takes control of
 * it (`clientsClaim`, after which a deploy can bring a new version while the page is open), or
 * when the install card can first be due: on the browser's install offer or INSTALL_CARD_DELAY_MS
 * after the start (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
 */
export function PwaLoader({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    // A failed download still mounts it: the Suspense boundary then retries the import.
    const show = () => void pwaHost.preload().finally(() => live && setLoaded(true));
    const start = () => {
      const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
      if (!workers || workers.controller) return show();
      workers
        .register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope })
        .catch((error: unknown) => console.warn('Service worker registration failed', error));
      if (installOffered()) return show();
      workers.addEventListener('controllerchange', show, { once: true });
      const stopInstall = subscribeInstallEvents(() => installOffered() && show());
      unsubscribe = () => {
        stopInstall();
        workers.removeEventListener('controllerchange', show);
      };
      timer = setTimeout(show, INSTALL_CARD_DELAY_MS - performance.now());
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('load', start);
    };
  }, []);
  if (!loaded) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <PwaHost aboveBottomNav={aboveBottomNav} />
      </Suspense>
    </ChunkBoundary>
  );
}
