/**
 * Names of the service worker's runtime caches. Read by the build (pwa-config.ts writes them into
 * /sw.js) and by the app (which empties the per-user one), so the two can never disagree.
 */
export const PWA_CACHES = {
  /** Public catalogue (/api/shop, /api/bundles): stale-while-revalidate. */
  catalogue: 'faza-catalogue',
  /** The signed-in user's pantry, wallet, orders and inbox: network first, emptied on user change. */
  userData: 'faza-user-data',
  /** Product and illustration images: cache first, capped. */
  images: 'faza-images',
} as const;
