import type { AuthUser, Bundle, DiscountRule, ShopItem } from '@faza/shared';

/**
 * What a page drawn on the server was drawn from, embedded by the server as
 * `<script type="application/json" id="faza-data">`. The query client starts from it, so the
 * components that hydrate the page draw exactly what the server drew, without a request.
 * A public page carries the public catalogue and the Premium Plus discount rules; a signed-in page (/pantry, /wallet, /orders) the
 * user it was drawn for and that user's query answers, in a response marked
 * `private, no-store` (docs/decisions/0042-signed-in-pages-drawn-per-request.md).
 */
export type ServerData =
  { shop: ShopItem[]; bundles: Bundle[]; discounts: DiscountRule[] } | SignedInData;

/** A signed-in page's data: whose page it is and the answers of the page's queries. */
export type SignedInData = { user: AuthUser; queries: Array<[readonly unknown[], unknown]> };

export const SERVER_DATA_ID = 'faza-data';

let read: ServerData | null | undefined;

/** The embedded data of this page view, or null (a page the server did not draw). */
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

/** The signed-in data of this page view, or null (a public page, or one drawn in the browser). */
export function readSignedInData(): SignedInData | null {
  const data = readServerData();
  return data && 'user' in data ? data : null;
}

/**
 * How the server draws a signed-in page: the API reads it makes for the user (paths under /api,
 * answered as the browser would be), and how their answers become the page's query cache.
 */
export type SignedInPageData = {
  reads: (user: AuthUser) => string[];
  /** `answers[i]` is the `data` of `reads(user)[i]`'s envelope. */
  queries: (answers: unknown[], user: AuthUser) => SignedInData['queries'];
};

/**
 * `refetchOnMount` of a query fetched fresh whenever its page opens (the pantry, the wallet:
 * something may have arrived since): always, except while it holds the very answer this page was
 * drawn from (`drawn`), unchanged, not invalidated and put in the cache less than 10 s ago. The
 * server read that answer for this request a moment ago; fetching it again as the page hydrates
 * cost one more request per answer on a metered connection, and on a slow phone work competing
 * with the page's start (docs/decisions/0077-a-drawn-page-starts-in-short-tasks.md).
 */
export function refetchUnlessJustDrawn(
  query: { state: { data: unknown; dataUpdatedAt: number; isInvalidated: boolean } },
  drawn: SignedInData | null = readSignedInData(),
): boolean | 'always' {
  // Drawn on the server, a query holds only what the page is drawn from: not fetching, as the
  // browser then hydrates it (a disabled Refresh drawn while "fetching" stayed disabled).
  if (typeof document === 'undefined') return false;
  const { data, dataUpdatedAt, isInvalidated } = query.state;
  const justDrawn =
    !isInvalidated &&
    Date.now() - dataUpdatedAt < 10_000 &&
    drawn?.queries.some(([, answer]) => answer === data);
  return justDrawn ? false : 'always';
}
