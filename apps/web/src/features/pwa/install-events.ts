import { useSyncExternalStore } from 'react';

// Part of the first load on purpose (a few hundred bytes): the browser fires `beforeinstallprompt`
// once, possibly before the install card's code arrives, so it is caught and kept here.

/** Chromium's install event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallEvents = {
  /** The browser's offer to install, kept for the Install App button. */
  offer: BeforeInstallPromptEvent | null;
  /** `appinstalled` fired (now or on an earlier visit): the card is gone for good. */
  installed: boolean;
};

/** docs/product-spec.md §9: the install card's fallback delay when the browser never offers installation. */
export const INSTALL_CARD_DELAY_MS = 10_000;

/** docs/product-spec.md §4: remembers Later and the close icon. */
export const DISMISSED_KEY = 'pwa-install-dismissed';
const INSTALLED_KEY = 'pwa-installed';

let events: InstallEvents = { offer: null, installed: readFlag(INSTALLED_KEY) };
const listeners = new Set<() => void>();

function set(next: Partial<InstallEvents>) {
  events = { ...events, ...next };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our card offers it instead of the browser's own mini bar.
    event.preventDefault();
    set({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    writeFlag(INSTALLED_KEY);
    set({ offer: null, installed: true });
  });
}

/** The offer was used (accepted or declined): it cannot be prompted twice. */
export const forgetInstallOffer = (): void => set({ offer: null });

/** Calls `listener` on each install event; returns the unsubscribe. */
export function subscribeInstallEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installOffered = (): boolean => events.offer !== null;

export function useInstallEvents(): InstallEvents {
  return useSyncExternalStore(
    subscribeInstallEvents,
    () => events,
    () => events,
  );
}

export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeFlag(key: string): void {
  try {
    localStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage disabled: the card still hides for this visit.
  }
}
