// Verification tiers and limits on the web (docs/decisions/0063): the wallet shows the card.
export { LimitsCard } from './limits-card';
export { reloadAccountLimits } from './use-account-limits';
