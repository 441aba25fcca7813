/** The landing page shows this many bundles, in this grid. */
export const PREVIEW_COUNT = 3;
export const PREVIEW_GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
