import { useSyncExternalStore } from 'react';

// Whether the cart panel is open. Tiny and on the first load: the navigation's Cart button and
// the "View cart" toast action open the panel, whose own code loads only then.

let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setCartPanelOpen(next: boolean): void {
  if (open === next) return;
  if (next) {
    const active = document.activeElement;
    returnFocusTo = active instanceof HTMLElement ? active : null;
  }
  open = next;
  for (const listener of listeners) listener();
}

export const openCartPanel = (): void => setCartPanelOpen(true);

/**
 * Radix gives focus back only to a Dialog.Trigger, and the panel has none (the nav button and a
 * toast both open it). Back to what had focus, or to the Cart button if that is gone (a toast).
 */
export function returnFocusFromCartPanel(event: Event): void {
  event.preventDefault();
  const target = returnFocusTo?.isConnected
    ? returnFocusTo
    : document.querySelector<HTMLElement>('[data-cart-button]');
  target?.focus();
  returnFocusTo = null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
