import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser believes it has a network. Money and food actions are disabled while this is
 * false (they are never queued to fire later); reading pages falls back to what was saved.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The reason shown beside a money or food action that is disabled while offline. */
export const OFFLINE_ACTION_REASON = "You're offline. Connect to the internet to do this.";
