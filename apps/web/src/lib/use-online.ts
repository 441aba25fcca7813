import { useSyncExternalStore } from 'react';

// "Online" is more than navigator.onLine: a phone in a dead zone is often connected to a mast that
// carries no data, and navigator.onLine stays true. So the API client also reports what it sees
// (lib/api-client.ts): a request that got no answer, or an answer the service worker had to take
// from its cache because the network failed, means offline; a real answer means online. While
// offline we ask /api/health now and then (never cached), so the app notices the network return.

/** Header the service worker adds to an answer it took from its cache (pwa-config.ts). */
export const SW_CACHE_HEADER = 'x-faza-cache';
const PROBE_EVERY_MS = 10_000;

let reachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const backOnlineListeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Whether the app can reach the server, as far as anyone can tell right now. */
const isOnline = (): boolean => browserOnline() && reachable;

function notify() {
  for (const listener of listeners) listener();
}

/** The API client's evidence: `true` after a network answer, `false` after none. */
export function reportReachable(next: boolean): void {
  if (next === reachable) return;
  const wasOnline = isOnline();
  reachable = next;
  if (next) clearTimeout(probeTimer);
  else scheduleProbe();
  notify();
  if (!wasOnline && isOnline()) for (const listener of backOnlineListeners) listener();
}

/**
 * Runs `listener` each time the app comes back online (e.g. to refresh what was read offline);
 * the returned function stops it.
 */
export function onBackOnline(listener: () => void): () => void {
  backOnlineListeners.add(listener);
  return () => backOnlineListeners.delete(listener);
}

function scheduleProbe() {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), PROBE_EVERY_MS);
}

async function probe(): Promise<void> {
  try {
    // Any answer means the network is back, even a busy server's.
    await fetch('/api/health', { cache: 'no-store' });
    reportReachable(true);
  } catch {
    scheduleProbe();
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    notify();
  });
  window.addEventListener('online', () => {
    notify();
    // The browser thinks the network is back: check rather than wait for the next probe.
    if (!reachable) void probe();
    else for (const listener of backOnlineListeners) listener();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Whether the app is online. Money and food actions are disabled while this is false (they are
 * never queued to fire later); reading pages falls back to what was saved.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The reason shown beside a money or food action that is disabled while offline. */
export const OFFLINE_ACTION_REASON = "You're offline. Connect to the internet to do this.";
