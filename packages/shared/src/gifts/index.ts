// Gifts to a phone number not yet on Faza: the API contract, the phone rule and texts.
export * from './claim-code';
export * from './messages';
export * from './recipient';
export * from './schemas';
