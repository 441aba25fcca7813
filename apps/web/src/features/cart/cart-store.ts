import { useSyncExternalStore } from 'react';

/** localStorage key of the cart (spec §3: persisted locally under a fixed key). */
export const CART_STORAGE_KEY = 'faza-cart';
const CART_VERSION = 1;

export type CartLine = {
  /** Product id plus quantity type, so the same item in two sizes is two lines. */
  id: string;
  name: string;
  /** Unit price in kobo (integer). */
  price: number;
  quantity: number;
  quantityType: string;
  image: string;
  productId: string;
  maxQuantity?: number;
};

type StoredCart = { version: typeof CART_VERSION; lines: CartLine[] };

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
    cachedLines = parseCart(raw) ?? EMPTY;
  }
  return cachedLines;
}

/** Replaces the whole cart and tells every subscriber (this tab; other tabs get a storage event). */
export function setCartLines(lines: readonly CartLine[]): void {
  const stored: StoredCart = { version: CART_VERSION, lines: [...lines] };
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled (private mode): keep the cart for this page view only.
    cachedRaw = JSON.stringify(stored);
    cachedLines = stored.lines;
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

/** Total number of items in the cart (sum of quantities, spec §4). */
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

function readStorage(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return cachedRaw ?? null;
  }
}

function parseCart(raw: string | null): CartLine[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== CART_VERSION || !Array.isArray(value.lines)) {
    return null;
  }
  // All or nothing: a half-trusted cart could show prices the user never saw.
  return value.lines.every(isCartLine) ? value.lines : null;
}

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const { id, name, price, quantity, quantityType, image, productId, maxQuantity } = value;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    Number.isSafeInteger(price) &&
    (price as number) >= 0 &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) > 0 &&
    typeof quantityType === 'string' &&
    typeof image === 'string' &&
    typeof productId === 'string' &&
    (maxQuantity === undefined ||
      (Number.isSafeInteger(maxQuantity) && (maxQuantity as number) > 0))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
