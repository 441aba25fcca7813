import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyLoaded<P> = {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts (or joins) the download; once it has finished, the component renders at once. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a component in its own chunk, which renders without suspending once its module has
 * loaded. Plain React.lazy suspends on its first render even when the chunk is already there (an
 * `import()` settles a microtask later): on a prerendered page that is a thrown Suspense
 * exception and a second hydration pass for every boundary, work a slow phone does in its busiest
 * second. A failed download is not kept, so a retry after a network blip can work.
 */
export function lazyLoaded<P>(load: () => Promise<ComponentType<P>>): LazyLoaded<P> {
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
  const Component = lazy(() => {
    const module = loaded;
    // React.lazy only calls `then` on what its factory returns, and takes a thenable that calls
    // back synchronously as already resolved.
    if (module) return { then: (resolve: (m: typeof module) => void) => resolve(module) } as never;
    return preload();
  });
  return { Component, preload };
}
