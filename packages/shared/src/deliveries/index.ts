// Deliveries of pantry food: the status table, the API contract, states and texts.
export * from './delivery-fees';
export * from './delivery-status';
export * from './messages';
export * from './nigerian-states';
export * from './rider-schemas';
export * from './schemas';
export * from './slot-schemas';
export * from './zone-match';
export * from './delivery-eta';
export * from './run-order';
