// The ledger module: money as append-only transfers between wallets and system accounts
// (docs/architecture.md §1b, docs/decisions/0012), the wallet's balance, history and sends.
// Other modules use only what is exported here.
export { insufficientBalance, transfer, walletBalance, type TransferRow } from './ledger';
export { SYSTEM_ACCOUNTS, type TransferKind } from './ledger-accounts';
export { checkLedger, type LedgerCheck } from './ledger-check';
export { bookOrderPayment, type OrderPaymentSource } from './pay-order';
export { newReference } from './send-money';
export { walletOfUser } from './wallet-accounts';
export { walletRoutes } from './wallet-routes';
