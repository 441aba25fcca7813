// Links start downloading a page's code when they are hovered or touched. The route table lives in
// app/ (above the features), so it registers how to preload here, and features call
// `preloadRoute(path)` without importing it.
let preloader: (path: string) => void = () => {};

export function setRoutePreloader(preload: (path: string) => void): void {
  preloader = preload;
}

/** Starts loading a page's code ahead of navigation; unknown paths are ignored. */
export function preloadRoute(path: string): void {
  preloader(path);
}
