/** The catalogue's query keys: one part each, so the cache can keep them across users. */
export const shopQueryKey = ['shop'] as const;
export const bundlesQueryKey = ['bundles'] as const;
export const discountsQueryKey = ['discounts'] as const;
