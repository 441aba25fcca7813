/** docs/product-spec.md §9: every request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
