import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { onBackOnline } from './use-online';

export type LazyLoaded<P> = {
  Component: ComponentType<P>;
  /** Starts (or joins) the download; once it has finished, the component renders at once. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a component in its own chunk, which renders without suspending once its module has
 * loaded. Plain React.lazy suspends on its first render even when the chunk is already there (an
 * `import()` settles a microtask later): on a prerendered page that is a thrown Suspense
 * exception and a second hydration pass for every boundary, work a slow phone does in its busiest
 * second. A failed download is not kept, so a retry after a network blip can work. React.lazy keeps
 * a rejection for ever (every drawing meets the same error, the error boundary's business:
 * components/chunk-boundary.tsx), so once the app is back online the component draws a new lazy,
 * which downloads again.
 */
export function lazyLoaded<P extends object>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => {
      const module = loaded;
      // React.lazy only calls `then` on what its factory returns, and takes a thenable that calls
      // back synchronously as already resolved.
      if (module)
        return { then: (resolve: (m: typeof module) => void) => resolve(module) } as never;
      return preload().catch((error: unknown) => {
        // Not at once: drawn again straight away, a new lazy would download again, and fail again.
        const stop = onBackOnline(() => {
          stop();
          current = fresh();
        });
        throw error;
      });
    });
  let current = fresh();
  const Component = (props: P) => createElement(current as ComponentType<P>, props);
  return { Component, preload };
}
