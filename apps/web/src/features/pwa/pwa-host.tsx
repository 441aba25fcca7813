import { Suspense, useEffect, useState } from 'react';
import { lazyLoaded } from '../../lib/lazy-loaded';
import { useCartPanelOpen } from '../cart';
import { DISMISSED_KEY, readFlag, useInstallEvents, writeFlag } from './install-events';
import { INSTALL_CARD_DELAY_MS, installCardVisible, isStandalone } from './install-rules';
import { startServiceWorker, useNeedRefresh } from './update-state';

// Each is fetched only when due: the card after 10 s or the browser's offer, the prompt when a new
// version is waiting.
const InstallCard = lazyLoaded(() => import('./install-card').then((m) => m.InstallCard)).Component;
const UpdatePrompt = lazyLoaded(() =>
  import('./update-prompt').then((m) => m.UpdatePrompt),
).Component;

/**
 * Loaded after first paint (pwa-loader.tsx): registers the service worker and shows the update
 * prompt and the install card, docked above the bottom navigation on phones (never over it, nor
 * over the cart's Checkout: hidden while the cart panel is open) and in the corner on wide screens.
 */
export function PwaHost({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  useEffect(startServiceWorker, []);
  const needRefresh = useNeedRefresh();
  const { offer, installed } = useInstallEvents();
  const cartOpen = useCartPanelOpen();
  const [dismissed, setDismissed] = useState(() => readFlag(DISMISSED_KEY));
  const [answered, setAnswered] = useState(false);
  const delayElapsed = useDelayElapsed(INSTALL_CARD_DELAY_MS);
  const showCard =
    !answered &&
    installCardVisible({
      standalone: isStandalone(),
      installed,
      dismissed,
      hasOffer: offer !== null,
      delayElapsed,
    });

  if (cartOpen || (!needRefresh && !showCard)) return null;
  return (
    <div
      data-toast-floor=""
      className={
        'pointer-events-none fixed inset-x-3 z-30 print:hidden mx-auto flex max-w-md flex-col gap-3 md:right-4 md:bottom-4 md:left-auto md:mx-0 md:w-96 ' +
        (aboveBottomNav
          ? 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))]'
          : 'bottom-[calc(0.75rem+env(safe-area-inset-bottom))]')
      }
    >
      <Suspense fallback={null}>
        {needRefresh && <UpdatePrompt />}
        {showCard && (
          <InstallCard
            offer={offer}
            onDismiss={() => {
              writeFlag(DISMISSED_KEY);
              setDismissed(true);
            }}
            onDone={() => setAnswered(true)}
          />
        )}
      </Suspense>
    </div>
  );
}

/** True once `ms` have passed since the page started loading. */
function useDelayElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(() => performance.now() >= ms);
  useEffect(() => {
    if (elapsed) return;
    const timer = setTimeout(() => setElapsed(true), ms - performance.now());
    return () => clearTimeout(timer);
  }, [elapsed, ms]);
  return elapsed;
}
