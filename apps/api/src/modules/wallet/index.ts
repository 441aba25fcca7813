// The wallet feature's public entry: what other features may import.
export { createWallet } from './wallet-accounts';
