export * from './categories';
export * from './margin';
export * from './schemas';
