import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { formatPageTitle } from './lib/page-title';
import { queryClient } from './lib/query-client';
import { findRoute } from './app/routes';
import type { ServerData } from './lib/server-data';
import { bundlesQueryKey, shopQueryKey } from './features/catalogue';

export { SERVER_DATA_ID, type ServerData } from './lib/server-data';

/**
 * The lazily loaded modules each prerendered page hydrates with (keys of Vite's manifest). The
 * server preloads them with the HTML: React drops a tap on server-drawn content whose code has not
 * arrived, so that code should be on its way before the first tap.
 */
export const PAGE_MODULES: Record<string, string[]> = {
  '/': ['src/features/landing/landing-page.tsx'],
  '/shop': ['src/features/shop/shop-page.tsx', 'src/app/query-provider.tsx'],
  '/bundles': ['src/features/bundles/bundles-page.tsx', 'src/app/query-provider.tsx'],
};

/**
 * Server entry (built by `vite build --ssr` into dist-server, loaded by the API): draws a public
 * page with the same components the browser hydrates, from the catalogue the API holds. Waits for
 * every lazy page and section, so the HTML is complete. The query cache here only ever holds the
 * public catalogue, the same for every visitor.
 */
export async function renderPage(
  pathname: string,
  data: ServerData,
): Promise<{ html: string; title: string }> {
  queryClient.setQueryData(shopQueryKey, data.shop);
  queryClient.setQueryData(bundlesQueryKey, data.bundles);
  const { prelude } = await prerender(
    <Router ssrPath={pathname}>
      <App />
    </Router>,
    // Every boundary inline, whatever its size: outlined ones would need React's inline scripts
    // to appear, which the Content-Security-Policy forbids and a phone without JavaScript lacks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title: formatPageTitle(findRoute(pathname)?.title ?? 'Faza') };
}
