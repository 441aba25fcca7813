import type * as DialogModule from './send-food-dialog';

// The send dialog (and Radix with it) downloads when a customer is about to tap Send, not with
// the pantry page. A failed download is forgotten, so the next tap retries.
let pending: Promise<typeof DialogModule> | undefined;

export function loadSendDialog(): Promise<typeof DialogModule> {
  return (pending ??= import('./send-food-dialog').catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
}

export function preloadSendDialog(): void {
  loadSendDialog().catch(() => {});
}
