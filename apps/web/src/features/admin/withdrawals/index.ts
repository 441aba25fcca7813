// The staff console's withdrawals section (docs/decisions/0062-withdrawals.md): large withdrawals
// waiting for approval, and payouts that failed or were reversed. The page uses only this.
export { WithdrawalsSection } from './withdrawals-section';
