// docs/product-spec.md §4 cart: the line, its storage format and the rules (merge, limits, totals, re-pricing).
export * from './cart-line';
export * from './cart-rules';
