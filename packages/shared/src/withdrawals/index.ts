// Withdrawals to bank accounts: the API contract, its rules and texts.
export * from './messages';
export * from './rules';
export * from './schemas';
