import { useSyncExternalStore } from 'react';
import { PENDING_PAYMENT_KEY, pendingPaymentSchema, type PendingPayment } from '@faza/shared';

// The spec's `pending-payment` in localStorage: the order waiting for a bank transfer, so the cart
// panel can show it (invoice, "I have paid", Cancel) after a reload or on the next visit. The
// server's order is the truth; this is only what to show until it answers.

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PendingPayment | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(PENDING_PAYMENT_KEY);
  } catch {
    return null;
  }
}

function getPendingPayment(): PendingPayment | null {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed = pendingPaymentSchema.safeParse(JSON.parse(raw ?? 'null'));
      cached = parsed.success ? parsed.data : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setPendingPayment(payment: PendingPayment): void {
  try {
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
  } catch {
    // Storage refused: the order still exists on the server and on /orders.
  }
  emit();
}

export function clearPendingPayment(orderId?: string): void {
  if (orderId && getPendingPayment()?.orderId !== orderId) return;
  try {
    localStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_PAYMENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePendingPayment(): PendingPayment | null {
  return useSyncExternalStore(subscribe, getPendingPayment, () => null);
}
