export * from './envelope';
export * from './idempotency';
