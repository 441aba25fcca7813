// The ledger module: money as append-only transfers between wallets and system accounts
// (docs/architecture.md §1b, docs/decisions/0012), the wallet's balance, history and sends.
// Other modules use only what is exported here.
export { insufficientBalance, transfer, walletBalance, type TransferResult } from './ledger';
export { SYSTEM_ACCOUNTS } from './ledger-accounts';
export { checkLedger } from './ledger-check';
export { bookOrderPayment, type OrderPaymentSource } from './pay-order';
export { newReference } from './send-money';
export { walletOfUser } from './wallet-accounts';
export { walletRoutes } from './wallet-routes';
export { readWalletBalance, readWalletTransactions } from './wallet-reads';
