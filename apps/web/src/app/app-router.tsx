import { Suspense, useEffect } from 'react';
import { lazyLoaded } from '../lib/lazy-loaded';
import { Spinner } from '../components/ui/spinner';
import { getSession } from '../features/auth/session-store';
import { preloadAccountMenu } from '../features/navigation/account-nav-item';
import { useDocumentTitle } from '../lib/page-title';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadQueryProvider } from './query-provider-loader';
import { PATHS } from '../lib/route-paths';
import { findRoute, NOT_FOUND_ROUTE } from './routes';

const queryProvider = lazyLoaded(() => loadQueryProvider().then((m) => m.QueryProvider));
const LazyQueryProvider = queryProvider.Component;
// The guard shows spec text from @faza/shared: kept out of the shell, fetched with the page,
// through the signed-in pages' chunk (app/signed-in-pages.ts) where its list of chunks to
// preload is out of the entry.
const requireAuth = lazyLoaded(() =>
  import('./signed-in-pages').then((m) => m.signedInPages.requireAuth()).then((m) => m.RequireAuth),
);
const LazyRequireAuth = requireAuth.Component;

// The landing page brings its own provider, below the fold; the 404 page needs none.
const needsQueryProvider = (route: { path: string | null }) =>
  route.path !== null && route.path !== PATHS.home;

/** What the first drawing of a location needs besides the shell: the page and its providers. */
function codeFor(location: string): Array<() => Promise<unknown>> {
  const route = findRoute(location) ?? NOT_FOUND_ROUTE;
  const guarded = route.requiresSignIn === true;
  return [
    // A guarded page's code is not worth a signed-out visitor's data.
    ...(!guarded || getSession().status !== 'anonymous' ? [route.preload] : []),
    ...(needsQueryProvider(route) ? [queryProvider.preload] : []),
    ...(guarded ? [requireAuth.preload] : []),
    // A signed-in page shows the account menu in the navigation: hydrated in the same pass.
    ...(guarded && getSession().status !== 'anonymous' ? [preloadAccountMenu] : []),
  ];
}

/**
 * Loads the code a location's first drawing needs; the app awaits it before hydrating a page the
 * server drew, so that drawing is adopted in one pass rather than suspended and retried.
 */
export const loadCodeFor = (location: string): Promise<unknown> =>
  Promise.all(codeFor(location).map((load) => load()));

/**
 * Routing by lookup: every page is an exact path except the invoice (`/orders/:id/invoice`), which
 * `findRoute` matches too; the page reads its id from the location. The title is set before the
 * page's code arrives.
 */
export function AppRouter({ location }: { location: string }) {
  const route = findRoute(location) ?? NOT_FOUND_ROUTE;
  useDocumentTitle(route.title);
  const { Component } = route;
  const needsQuery = needsQueryProvider(route);
  const guarded = route.requiresSignIn === true;
  // Fetch the page and its providers in parallel rather than one after the other.
  for (const load of codeFor(location)) void load().catch(() => {});
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
