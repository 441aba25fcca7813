import { useSyncExternalStore } from 'react';
import { parseStoredCart, serializeCart, type CartLine } from '@faza/shared';

export type { CartLine } from '@faza/shared';

/** localStorage key of the cart (docs/product-spec.md §3: persisted locally under a fixed key). */
export const CART_STORAGE_KEY = 'faza-cart';

// This file is on every page's first load (the navigation badge reads it), so it only reads,
// writes and broadcasts the cart. The rules live in @faza/shared; cart-actions.ts applies them.

const EMPTY: readonly CartLine[] = Object.freeze([]);
const listeners = new Set<() => void>();

// Parsed once per change: useSyncExternalStore needs the same array back until the cart changes.
let cachedRaw: string | null | undefined;
let cachedLines: readonly CartLine[] = EMPTY;

/** The cart lines as stored; a missing, corrupted or older-format value reads as an empty cart. */
export function getCartLines(): readonly CartLine[] {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseStoredCart(raw) ?? EMPTY;
  }
  return cachedLines;
}

/** Replaces the whole cart and tells every subscriber (this tab; other tabs get a storage event). */
export function setCartLines(lines: readonly CartLine[]): void {
  const raw = serializeCart(lines);
  try {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    memoryRaw = null;
  } catch {
    // Storage full or disabled (private mode): keep the cart for this page view only.
    memoryRaw = raw;
  }
  emit();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribeCart, getCartLines, getServerLines);
}

/** Total number of items in the cart (sum of quantities, docs/product-spec.md §4). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, getCartCount, () => 0);
}

function getCartCount(): number {
  return getCartLines().reduce((sum, line) => sum + line.quantity, 0);
}

function getServerLines(): readonly CartLine[] {
  return EMPTY;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_STORAGE_KEY) emit();
}

// Where the cart lives when localStorage refuses to store it.
let memoryRaw: string | null = null;

function readStorage(): string | null {
  if (memoryRaw !== null) return memoryRaw;
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}
