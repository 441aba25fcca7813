// The toasts moved to lib/toasts.ts (checkout, orders and the pantry use them too); this name stays
// so code written against the old path keeps working.
export * from '../../lib/toasts';
