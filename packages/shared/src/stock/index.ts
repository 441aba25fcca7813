export * from './stock-rules';
export * from './stock-custody';
export * from './schemas';
