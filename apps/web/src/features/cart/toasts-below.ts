/**
 * Ref callback for the cart panel's header: while the header is on screen, toasts sit just below
 * it (overlays.css reads `--toasts-top`), so a toast never covers the panel's title or Close. On a
 * phone the panel is full-screen and the toasts are at the top, right where its header is.
 * React 19 runs the returned cleanup when the panel closes.
 */
export function keepToastsBelow(header: HTMLElement | null): (() => void) | undefined {
  if (!header) return undefined;
  const root = document.documentElement;
  // Below the header's bottom edge, with the same breathing room sonner gives the top of the screen.
  const place = () =>
    root.style.setProperty(
      '--toasts-top',
      `${Math.ceil(header.getBoundingClientRect().bottom) + 16}px`,
    );
  place();
  root.dataset.toastsBelowPanel = '';
  // The header grows when its subtitle wraps (a narrower screen, a larger font).
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
  observer?.observe(header);
  return () => {
    observer?.disconnect();
    delete root.dataset.toastsBelowPanel;
    root.style.removeProperty('--toasts-top');
  };
}
