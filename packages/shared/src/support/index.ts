// Support conversations and the Premium Plus food consultant: texts, targets and the API contract.
export * from './messages';
export * from './reply-targets';
export * from './schemas';
