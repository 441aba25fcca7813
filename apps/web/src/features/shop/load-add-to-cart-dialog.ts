import type * as DialogModule from './add-to-cart-dialog';

// The add-to-cart dialog (and Radix with it) downloads when a customer is about to tap Add to
// Cart, not with the shop page. A failed download is forgotten, so the next tap retries.
let pending: Promise<typeof DialogModule> | undefined;

export function loadAddToCartDialog(): Promise<typeof DialogModule> {
  return (pending ??= import('./add-to-cart-dialog').catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
}

export function preloadAddToCartDialog(): void {
  loadAddToCartDialog().catch(() => {});
}
