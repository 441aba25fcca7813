// Kept with the install events, which are on the first load: the loader needs it to know when the
// card can first be due (pwa-loader.tsx).
export { INSTALL_CARD_DELAY_MS } from './install-events';

export type InstallCardInputs = {
  /** Running as the installed app (display-mode standalone). */
  standalone: boolean;
  /** `appinstalled` fired now or earlier. */
  installed: boolean;
  /** Later or the close icon was pressed (pwa-install-dismissed). */
  dismissed: boolean;
  /** The browser fired `beforeinstallprompt` and we still hold it. */
  hasOffer: boolean;
  /** INSTALL_CARD_DELAY_MS have passed since the app started. */
  delayElapsed: boolean;
};

/** docs/product-spec.md §4 install prompt: whether the card shows. */
export function installCardVisible(i: InstallCardInputs): boolean {
  if (i.standalone || i.installed || i.dismissed) return false;
  return i.hasOffer || i.delayElapsed;
}

/** iPhones and iPads have no install prompt: the card explains Share → Add to Home Screen. */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  // iPadOS reports itself as a Mac; touch points give it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
