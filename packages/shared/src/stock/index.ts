export * from './stock-rules';
export * from './stock-custody';
export * from './schemas';
export * from './cart-stock';
