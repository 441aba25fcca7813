import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/** docs/product-spec.md §4: how often a long-open app looks for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

let needRefresh = false;
let started = false;
const listeners = new Set<() => void>();

function setNeedRefresh(next: boolean) {
  needRefresh = next;
  for (const listener of listeners) listener();
}

/**
 * Registers /sw.js (scope /) through vite-plugin-pwa's workbox-window wrapper. A new version's
 * worker installs in the background and waits; `needRefresh` then asks the user (docs/product-spec.md §4), and
 * Reload tells it to take over, after which the page reloads itself. Checks for a new version when
 * the app regains focus or comes back to the screen, and hourly.
 */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  registerSW({
    // Called after the page's load event already: no reason to wait longer.
    immediate: true,
    onNeedRefresh: () => setNeedRefresh(true),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        // Not while a new version is already downloading, nor without a network to ask.
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch(() => {});
      };
      setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      window.addEventListener('focus', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
}

/**
 * Reload to the new version: the waiting worker takes over, then the page reloads. Asked of the
 * browser's registration itself rather than workbox-window's copy of it, and a plain reload when
 * nothing waits any more (another tab's Reload already made the new version active).
 */
export async function reloadToUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  // workbox-window reloads by itself only when the page was already controlled when it registered;
  // a page open since the very first visit (controlled later, via clientsClaim) would not reload.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // The message the generated worker answers with skipWaiting() (registerType 'prompt').
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export const dismissUpdate = (): void => setNeedRefresh(false);

export function useNeedRefresh(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => needRefresh,
    () => false,
  );
}
