// The cart panel's import(), in a chunk of its own: its list of chunks to preload (the checkout's
// whole graph) then travels with this small chunk, fetched as a finger nears the Cart button,
// rather than in the entry every visitor downloads
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
export const importCartPanel = () => import('./cart-panel');
