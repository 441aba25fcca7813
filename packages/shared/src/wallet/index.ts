// Wallet: the API contract, send-amount and subscription-period rules, and texts.
export * from './messages';
export * from './schemas';
export * from './admin-schemas';
export * from './send-amount';
export * from './subscription-periods';
export * from './card';
export * from './bank-transfer-schemas';
