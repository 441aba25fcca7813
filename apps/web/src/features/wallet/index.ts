// The wallet feature's public entry: what /premium needs after charging the wallet.
export { reloadWallet } from './wallet-cache';
export { walletPageData } from './wallet-page-data';
