import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { AuthUser } from '@faza/shared';
import { App } from './app/app';
import { formatPageTitle } from './lib/page-title';
import { queryClient } from './lib/query-client';
import { findRoute } from './app/routes';
import type { ServerData, SignedInData, SignedInPageData } from './lib/server-data';
import { drawSessionAs } from './features/auth/session-store';
import { bundlesQueryKey, shopQueryKey } from './features/catalogue';
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

// The query cache and the session store are this process's singletons: one drawing at a time, each
// starting and ending with both empty, so nothing of one user's drawing is there for the next. A
// drawing whose signal aborted while it waited (the API gave up on it: docs/decisions/0042) is
// dropped before it starts.
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const start = () => {
    signal?.throwIfAborted();
    return draw();
  };
  const run = drawing.then(start, start);
  drawing = run.catch(() => {});
  return run;
}

async function draw(
  pathname: string,
  signal?: AbortSignal,
): Promise<{ html: string; title: string }> {
  const { prelude } = await prerender(
    <Router ssrPath={pathname}>
      <App />
    </Router>,
    // Every boundary inline, whatever its size: outlined ones would need React's inline scripts
    // to appear, which the Content-Security-Policy forbids and a phone without JavaScript lacks.
    // An aborted drawing (past its deadline) ends at once, freeing the queue for the next.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
  );
  const html = await new Response(prelude).text();
  return { html, title: formatPageTitle(findRoute(pathname)?.title ?? 'Faza') };
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
  return oneAtATime(async () => {
    queryClient.clear();
    if ('shop' in data) {
      queryClient.setQueryData(shopQueryKey, data.shop);
      queryClient.setQueryData(bundlesQueryKey, data.bundles);
    }
    try {
      return await draw(pathname);
    } finally {
      queryClient.clear();
    }
  });
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
): Promise<{ html: string; title: string; data: SignedInData }> {
  const page = SIGNED_IN_PAGES[pathname];
  if (!page) return Promise.reject(new Error(`${pathname} is not a signed-in page`));
  const data: SignedInData = { user, queries: page.queries(answers, user) };
  return oneAtATime(async () => {
    queryClient.clear();
    drawSessionAs(user);
    for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
    try {
      return { ...(await draw(pathname, signal)), data };
    } finally {
      drawSessionAs(null);
      queryClient.clear();
    }
  }, signal);
}
