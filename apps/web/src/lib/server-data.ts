import type { Bundle, ShopItem } from '@faza/shared';

/**
 * What a prerendered page was drawn from (the public catalogue), embedded by the server as
 * `<script type="application/json" id="faza-data">`. The query client starts from it, so the
 * components that hydrate the page draw exactly what the server drew, without a request.
 */
export type ServerData = { shop: ShopItem[]; bundles: Bundle[] };

export const SERVER_DATA_ID = 'faza-data';

let read: ServerData | null | undefined;

/** The embedded data of this page view, or null (a page the server did not prerender). */
export function readServerData(): ServerData | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  try {
    const text = document.getElementById(SERVER_DATA_ID)?.textContent;
    if (text) read = JSON.parse(text) as ServerData;
  } catch {
    // Unreadable: the queries fetch as on any other page.
  }
  return read;
}
