// Sonner (about 9 KB gzipped) is downloaded only when something first toasts: every toast asks for
// the Toaster here first, the app's shell mounts it once asked (app/app-toaster.tsx), and toasts
// raised just before it mounts are replayed by sonner when it does.
let demanded = false;
const listeners = new Set<() => void>();

/**
 * Call before `toast()` from code that can run on the landing page (e.g. the cart panel), so the
 * Toaster is there to show it.
 */
export function requestToaster(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
}

export function subscribeToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterDemanded = (): boolean => demanded;
