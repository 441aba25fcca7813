// The withdrawals feature's public entry: /wallet's "Withdraw to bank" card.
export { WithdrawalsCard } from './withdrawals-card';
