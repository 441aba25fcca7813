import type * as DialogModule from './request-delivery-dialog';

// The request dialog (and Radix with it) downloads when a customer reaches for Request Delivery,
// not with the pantry page. A failed download is forgotten, so the next tap retries.
let pending: Promise<typeof DialogModule> | undefined;

export function loadRequestDialog(): Promise<typeof DialogModule> {
  return (pending ??= import('./request-delivery-dialog').catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
}

export function preloadRequestDialog(): void {
  loadRequestDialog().catch(() => {});
}
