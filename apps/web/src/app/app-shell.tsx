import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { cx } from '../lib/cx';
import { NavBar } from '../features/navigation/nav-bar';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { PwaLoader } from '../features/pwa/pwa-loader';
import { AppRouter } from './app-router';
import { AppToaster } from './app-toaster';
import { NotificationBellSlot } from './notification-bell-slot';
import { noteNavigation } from '../lib/navigation-focus';
import { isChromelessPath, NAV_HIDDEN_PATHS } from '../lib/route-paths';

export function AppShell() {
  const [location] = useLocation();
  const showNav = !NAV_HIDDEN_PATHS.includes(location) && !isChromelessPath(location);
  useResetScrollOnNavigate(location);

  return (
    <div
      className={cx(
        'flex min-h-dvh flex-col',
        // Room for the fixed bottom bar so it never covers the end of the page.
        showNav && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-palm-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {showNav && <NavBar bell={<NotificationBellSlot />} />}
      <OfflineBanner page={location} />
      <AppRouter location={location} />
      <AppToaster />
      <PwaLoader aboveBottomNav={showNav} />
    </div>
  );
}

/** A new page starts at its top, as it would with a full page load. */
function useResetScrollOnNavigate(location: string): void {
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    noteNavigation();
    window.scrollTo(0, 0);
  }, [location]);
}
