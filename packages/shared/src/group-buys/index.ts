// Group buys: shares of one bulk unit at the bulk price (docs/decisions/0064-group-buys.md).
export * from './messages';
export * from './rules';
export * from './schemas';
