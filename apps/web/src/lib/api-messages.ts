// The three generic client error texts of docs/product-spec.md §8. The source of truth is ERROR_TEXTS in
// @faza/shared (api-messages.test.ts fails if these drift). They are copied here because the API
// client is on every page's first load, and importing the shared messages module from it pulls
// every message of the app into that load: the bundler keeps `MESSAGES.x.y` reads inside
// TOASTS as possible side effects. TODO: import from @faza/shared once messages.ts declares
// reused texts as top-level constants (then tree-shaking drops the rest).
export const API_ERROR_TEXTS = {
  apiFailed: 'API request failed',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
} as const;
