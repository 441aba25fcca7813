export * from './stock-rules';
export * from './stock-custody';
export * from './schemas';
export * from './availability-note';
export * from './cart-stock';
