// The contract shared by the web app and the API: schemas, domain rules and user-facing texts.
// No I/O here. Each area owns its folder and its own index.
export * from './admin';
export * from './api';
export * from './auth';
export * from './cart';
export * from './insights';
export * from './kyc';
export * from './catalogue';
export * from './circles';
export * from './deliveries';
export * from './gifts';
export * from './group-buys';
export * from './discounts';
export * from './errors';
export * from './orders';
export * from './rules';
export * from './stock';
export * from './support';
export * from './messages';
export * from './notifications';
export * from './pantry';
export * from './plan';
export * from './page-paths';
export * from './wallet';
export * from './withdrawals';
