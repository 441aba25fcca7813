export * from './categories';
export * from './margin';
export * from './schemas';
export * from './admin-schemas';
export * from './shop-item-format';
export * from './seed-schemas';
