// Orders and checkout: the status table, the API contract, invoice helpers and texts.
export * from './buy-request';
export * from './invoice';
export * from './messages';
export * from './order-status';
export * from './pantry-lines';
export * from './schemas';
export * from './admin-schemas';
