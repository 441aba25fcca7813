import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../components/ui/spinner';
import { getSession } from '../features/auth/session-store';
import { useDocumentTitle } from './page-title';
import { RouteErrorBoundary } from './route-error-boundary';
import { PATHS } from './route-paths';
import { findRoute, NOT_FOUND_ROUTE } from './routes';

const loadQueryProvider = () => import('./query-provider');
const LazyQueryProvider = lazy(() =>
  loadQueryProvider().then((m) => ({ default: m.QueryProvider })),
);
// The guard shows spec text from @faza/shared: kept out of the shell, fetched with the page.
const loadRequireAuth = () => import('../features/auth/require-auth');
const LazyRequireAuth = lazy(() => loadRequireAuth().then((m) => ({ default: m.RequireAuth })));

/**
 * Routing by lookup: every page is an exact path except the invoice (`/orders/:id/invoice`), which
 * `findRoute` matches too; the page reads its id from the location. The title is set before the
 * page's code arrives.
 */
export function AppRouter({ location }: { location: string }) {
  const route = findRoute(location) ?? NOT_FOUND_ROUTE;
  useDocumentTitle(route.title);
  const { Component } = route;
  // The landing page brings its own provider, below the fold; the 404 page needs none.
  const needsQuery = route.path !== null && route.path !== PATHS.home;
  const guarded = route.requiresSignIn === true;
  if (needsQuery) {
    // Fetch the page and the query provider in parallel rather than one after the other; a
    // guarded page's code is not worth a signed-out visitor's data.
    if (!guarded || getSession().status !== 'anonymous') void route.preload().catch(() => {});
    void loadQueryProvider().catch(() => {});
  }
  if (guarded) void loadRequireAuth().catch(() => {});
  const page = guarded ? (
    <LazyRequireAuth>
      <Component />
    </LazyRequireAuth>
  ) : (
    <Component />
  );

  return (
    // Keyed by path: a page that failed to load does not keep the next page from rendering.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        {needsQuery ? <LazyQueryProvider>{page}</LazyQueryProvider> : page}
        <PageReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function PageLoading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center py-24">
      {/* Fades in late so fast loads never flash a spinner. */}
      <Spinner className="animate-[spin_0.8s_linear_infinite,fade-in_0.2s_0.4s_both]" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/**
 * Marks the document once the page's code runs (its boundary committed or hydrated): before that
 * a server-drawn page shows but does not yet answer taps. Browser tests wait for it.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}
