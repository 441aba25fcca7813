/**
 * The query provider's chunk, loaded from one call site: each import() site carries its own list
 * of chunks to preload in the entry that every visitor downloads.
 */
export const loadQueryProvider = () => import('./query-provider');
