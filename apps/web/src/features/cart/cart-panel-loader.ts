import type * as CartPanelModule from './cart-panel';

// The panel's own code loads only when it is about to open (its open state is in
// cart-panel-state.ts, which the panel itself imports: kept apart so neither needs the other).

/** The panel's code; a failed download is not cached, so the next tap tries again. */
let pending: Promise<typeof CartPanelModule> | undefined;
export function loadCartPanel(): Promise<typeof CartPanelModule> {
  return (pending ??= import('./cart-panel-code')
    .then((m) => m.importCartPanel())
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** Starts the download when the user is about to tap the Cart button. */
export function preloadCartPanel(): void {
  loadCartPanel().catch(() => {});
}
