// Verification tiers and the Central Bank's limits: the rule, the contract and texts.
export * from './limits';
export * from './messages';
export * from './schemas';
