export * from './mask-name';
export * from './messages';
export * from './premium';
export * from './schemas';
export * from './permissions';
export * from './reset-link';
export * from './device-summary';
export * from './session-schemas';
