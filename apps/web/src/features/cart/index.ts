// The cart feature's public entry: what other features may import.
export { addBundleToCart, addItemsToCart, addItemToCart } from './cart-actions';
export { CartBadge } from './cart-badge';
export { cartButtonLabel } from './cart-count-label';
export { AlertIcon, CheckIcon, CloseIcon, LockIcon, MinusIcon, PlusIcon } from './cart-icons';
export { CartPanelHost } from './cart-panel-host';
export { preloadCartPanel } from './cart-panel-loader';
export { openCartPanel, useCartPanelOpen } from './cart-panel-state';
export { useCartCount } from './cart-store';
export { useCartRepricing } from './use-cart-repricing';
export { useWalletBalance, walletBalanceQueryKey } from './use-wallet-balance';
