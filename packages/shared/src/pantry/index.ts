// docs/product-spec.md §2/§3 pantry: the API contract, which lot is sent, expiry on entry and quantity labels.
export * from './fefo';
export * from './messages';
export * from './quantity-label';
export * from './schemas';
export * from './storage';
