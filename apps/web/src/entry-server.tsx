import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { AuthUser } from '@faza/shared';
import { App } from './app/app';
import { formatPageTitle } from './lib/page-title';
import { createQueryClient } from './lib/query-client';
import { DrawingContext, type Drawing, type DrawnSession } from './lib/drawing';
import { findRoute } from './app/routes';
import type { ServerData, SignedInData, SignedInPageData } from './lib/server-data';
import { bundlesQueryKey, discountsQueryKey, shopQueryKey } from './features/catalogue';
import { ordersPageData } from './features/orders';
import { pantryPageData } from './features/pantry';
import { walletPageData } from './features/wallet';

export { SERVER_DATA_ID, type ServerData } from './lib/server-data';

const QUERY = 'src/app/query-provider.tsx';
const GUARD = 'src/features/auth/require-auth.tsx';
// The small chunks that the route table reaches these pages through (app/public-pages.ts,
// app/signed-in-pages.ts): preloaded too, or hydration would wait for one more round trip.
const PUBLIC = 'src/app/public-pages.ts';
const SIGNED_IN = 'src/app/signed-in-pages.ts';
// The account menu, drawn in the navigation for the signed-in user.
const ACCOUNT = 'src/features/navigation/account-menu.tsx';

/**
 * The lazily loaded modules each page drawn on the server hydrates with (keys of Vite's manifest).
 * The server preloads them with the HTML: React drops a tap on server-drawn content whose code has
 * not arrived, so that code should be on its way before the first tap.
 */
export const PAGE_MODULES: Record<string, string[]> = {
  '/': ['src/features/landing/landing-page.tsx'],
  '/shop': ['src/features/shop/shop-page.tsx', QUERY, PUBLIC],
  '/bundles': ['src/features/bundles/bundles-page.tsx', QUERY, PUBLIC],
  '/pantry': ['src/features/pantry/pantry-page.tsx', QUERY, GUARD, SIGNED_IN, ACCOUNT],
  '/wallet': ['src/features/wallet/wallet-page.tsx', QUERY, GUARD, SIGNED_IN, ACCOUNT],
  '/orders': ['src/features/orders/orders-page.tsx', QUERY, GUARD, SIGNED_IN, ACCOUNT],
};

/** The signed-in pages drawn per request (docs/decisions/0042-signed-in-pages-drawn-per-request.md). */
const SIGNED_IN_PAGES: Record<string, SignedInPageData> = {
  '/pantry': pantryPageData,
  '/wallet': walletPageData,
  '/orders': ordersPageData,
};

const NOBODY: DrawnSession = { status: 'loading', user: null };

/**
 * Draws `pathname` with its own query client and session, passed down by context
 * (lib/drawing.ts): drawings run side by side, each from its own data, and the client is dropped
 * with the drawing (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md).
 * An aborted drawing (past its deadline: docs/decisions/0042) ends at once.
 */
async function draw(
  pathname: string,
  seed: Array<[readonly unknown[], unknown]>,
  session: DrawnSession,
  signal?: AbortSignal,
  /** Always the render that waits (a test comparing the two). */
  streamed = false,
): Promise<{ html: Buffer; title: string }> {
  signal?.throwIfAborted();
  const drawing: Drawing = { queryClient: createQueryClient(), session };
  for (const [key, value] of seed) drawing.queryClient.setQueryData(key, value);
  const title = formatPageTitle(findRoute(pathname)?.title ?? 'Faza');
  const page = (
    <DrawingContext value={drawing}>
      <Router ssrPath={pathname}>
        <App />
      </Router>
    </DrawingContext>
  );
  try {
    // Once every lazy part of the page has loaded (after its first drawing in this process), a
    // synchronous render gives the same markup for a third of the CPU: the streaming one encodes
    // its thousands of small chunks one by one (docs/decisions/0071). A boundary that suspended
    // (a part not loaded yet) leaves its marker, and a suspended root throws: then the page is
    // drawn again by the render that waits.
    const quick = streamed ? null : renderedWhole(page);
    if (quick !== null) return { html: Buffer.from(quick), title };
    const { prelude } = await prerenderToNodeStream(
      page,
      // Every boundary inline, whatever its size: outlined ones would need React's inline scripts
      // to appear, which the Content-Security-Policy forbids and a phone without JavaScript lacks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
    );
    // Node's stream, not the web one: its chunks are joined without a Response to read them, and
    // kept as bytes, which is how a page drawn per request is sent (apps/api's pageFrameBytes).
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return { html: Buffer.concat(chunks), title };
  } finally {
    drawing.queryClient.clear();
  }
}

/** A suspended boundary's mark in React's markup (client-rendered: `<!--$!-->`). */
const SUSPENDED = '<!--$!-->';

/** The tree rendered synchronously, or null when some part of it suspended. */
function renderedWhole(page: React.ReactElement): string | null {
  try {
    const html = renderToString(page);
    return html.includes(SUSPENDED) ? null : html;
  } catch {
    return null;
  }
}

/**
 * Server entry (built by `vite build --ssr` into dist-server, loaded by the API): draws a public
 * page with the same components the browser hydrates, from the catalogue the API holds. Waits for
 * every lazy page and section, so the HTML is complete. The public catalogue is the same for every
 * visitor.
 */
export function renderPage(
  pathname: string,
  data: ServerData,
): Promise<{ html: string; title: string }> {
  const seed: Array<[readonly unknown[], unknown]> =
    'shop' in data
      ? [
          [shopQueryKey, data.shop],
          [bundlesQueryKey, data.bundles],
          [discountsQueryKey, { rules: data.discounts }],
        ]
      : [];
  return draw(pathname, seed, NOBODY).then(({ html, title }) => ({
    html: html.toString('utf8'),
    title,
  }));
}

/** The API reads (paths under /api) a signed-in page is drawn from, or null: not such a page. */
export function signedInReads(pathname: string, user: AuthUser): string[] | null {
  return SIGNED_IN_PAGES[pathname]?.reads(user) ?? null;
}

/**
 * Draws /pantry, /wallet or /orders for one user from the answers of `signedInReads` (in order),
 * and answers the data the browser hydrates with: that user and those answers as query entries.
 * `signal` aborts it: dropped if it has not started, ended if it is being drawn.
 */
export function renderSignedInPage(
  pathname: string,
  user: AuthUser,
  answers: unknown[],
  signal?: AbortSignal,
  streamed = false,
): Promise<{ html: Buffer; title: string; data: SignedInData }> {
  const page = SIGNED_IN_PAGES[pathname];
  if (!page) return Promise.reject(new Error(`${pathname} is not a signed-in page`));
  const data: SignedInData = { user, queries: page.queries(answers, user) };
  const session: DrawnSession = { status: 'authenticated', user };
  return draw(pathname, data.queries, session, signal, streamed).then((drawn) => ({
    ...drawn,
    data,
  }));
}
