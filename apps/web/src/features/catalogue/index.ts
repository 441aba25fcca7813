// The catalogue feature's public entry: what other features may import.
export { BundlePreviewCard } from './bundle-preview-card';
export { BundlePreviewCardSkeleton } from './bundle-preview-card-skeleton';
export { BundlesLoadError } from './bundles-load-error';
export { useBundles } from './use-bundles';
export type { BundleWithStaffFields } from './use-bundles';
export { useShopItems } from './use-shop-items';
export { bundlesQueryKey, discountsQueryKey, shopQueryKey } from './catalogue-query-keys';
export { useDiscountRules } from './use-discount-rules';
