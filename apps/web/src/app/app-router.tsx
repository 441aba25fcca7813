import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useDocumentTitle } from './page-title';
import { RouteErrorBoundary } from './route-error-boundary';
import { PATHS } from './route-paths';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './routes';

const loadQueryProvider = () => import('./query-provider');
const LazyQueryProvider = lazy(() =>
  loadQueryProvider().then((m) => ({ default: m.QueryProvider })),
);

/**
 * Exact-path routing: no page takes parameters (spec §2), so a lookup is all we need, and the
 * title is set before the page's code arrives.
 */
export function AppRouter({ location }: { location: string }) {
  const route = APP_ROUTES.find((candidate) => candidate.path === location) ?? NOT_FOUND_ROUTE;
  useDocumentTitle(route.title);
  const { Component } = route;
  // The landing page brings its own provider, below the fold; the 404 page needs none.
  const needsQuery = route.path !== null && route.path !== PATHS.home;
  if (needsQuery) {
    // Fetch the page and the query provider in parallel rather than one after the other.
    void route.preload().catch(() => {});
    void loadQueryProvider().catch(() => {});
  }

  return (
    // Keyed by path: a page that failed to load does not keep the next page from rendering.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        {needsQuery ? (
          <LazyQueryProvider>
            <Component />
          </LazyQueryProvider>
        ) : (
          <Component />
        )}
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
