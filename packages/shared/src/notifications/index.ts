// Notifications: categories and their rules, quiet hours, the morning digest, texts and the API
// contract.
export * from './categories';
export * from './digest';
export * from './messages';
export * from './quiet-hours';
export * from './schemas';
export * from './delivery-notice-texts';
