// Monthly food analytics (docs/architecture.md §3a, docs/decisions/0040): months, figures, the API contract.
export * from './basket';
export * from './csv';
export * from './figures';
export * from './messages';
export * from './month';
export * from './schemas';
