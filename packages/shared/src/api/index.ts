export * from './envelope';
export * from './idempotency';
export * from './wait-text';
