export * from './categories';
export * from './schemas';
