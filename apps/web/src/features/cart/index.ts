// The cart feature's public entry for other features: the wallet balance the checkout reads, so a
// wallet change can refresh it.
export { useWalletBalance, walletBalanceQueryKey } from './use-wallet-balance';
