import { PWA_CACHES } from './pwa-caches';

// One user's data must never be shown to another on the same phone: when the signed-in
// user changes (sign-out, or a different user signs in) the service worker's per-user cache and the
// in-memory query cache are emptied. The query cache registers itself here, so this module stays
// tiny and TanStack Query stays off the landing page's first load.

const clearers = new Set<() => void>();

/** Registers something to empty when the user changes (the query client does). */
export function onUserDataCleared(clear: () => void): void {
  clearers.add(clear);
}

/** Empties every cache of the last user's data. Resolves when the service worker cache is gone. */
export async function clearUserData(): Promise<void> {
  for (const clear of clearers) clear();
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(PWA_CACHES.userData);
  } catch {
    // Cache Storage unavailable (private mode in some browsers): nothing was saved there.
  }
}
