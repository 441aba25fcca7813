// Food circles: members save together toward food on a schedule (docs/decisions/0043-food-circles.md).
export * from './admin-schemas';
export * from './messages';
export * from './requests';
export * from './rules';
export * from './schemas';
export * from './screen-texts';
