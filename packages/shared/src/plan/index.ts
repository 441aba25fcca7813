// Food planning: units, what can be cooked, what cooking takes, and the rules of a planned week.
export * from './cook-plan';
export * from './messages';
export * from './purchase';
export * from './rank';
export * from './schemas';
export * from './units';
export * from './week-needs';
export * from './week-rules';
export * from './seed-schemas';
