/**
 * Opens a named popup at once, inside the tap that asked for it (browsers only allow a popup
 * during a user gesture), showing `waiting` until the caller sends it where it should go — an
 * invoice or a payment page that the API creates after the tap. Null when the browser blocked it.
 */
export function reserveWindow(
  name: string,
  size: { width: number; height: number },
  waiting: string,
): Window | null {
  try {
    const win = window.open('', name, popupFeatures(size));
    if (win) {
      // A neutral page while the server works, instead of a white flash.
      win.document.title = waiting;
      win.document.body.style.cssText =
        'font-family:system-ui,sans-serif;color:#5e4d41;padding:2rem';
      win.document.body.textContent = waiting;
    }
    return win;
  } catch {
    return null;
  }
}

export const popupFeatures = ({ width, height }: { width: number; height: number }): string =>
  `popup,width=${width},height=${height}`;
