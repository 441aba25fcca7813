/**
 * The system ledger accounts (migration 005 inserts them with these ids). They have no cached
 * balance: theirs is derived from transfers when someone asks (decision 0012).
 */
export const SYSTEM_ACCOUNTS = {
  /** Card money the payment provider owes us; goes negative as customers top up by card. */
  providerClearing: '00000000-0000-4000-8000-000000000001',
  /** Bank transfers staff have confirmed; goes negative as customers top up by transfer. */
  bankClearing: '00000000-0000-4000-8000-000000000002',
  /** Orders paid from wallets. */
  sales: '00000000-0000-4000-8000-000000000003',
  /** Subscriptions paid from wallets (less credits for upgrades). */
  subscriptionRevenue: '00000000-0000-4000-8000-000000000004',
  /**
   * Money of gifts to phone numbers waiting for their claim (migration 022, decision 0036): always
   * the sum of the pending money gifts, which the reconciliation checks.
   */
  giftsHeld: '00000000-0000-4000-8000-000000000036',
  /**
   * Instalments of food circles not yet delivered or refunded (migration 032, decision 0043):
   * always the sum of the members' shares still held, which the reconciliation checks.
   */
  circlesHeld: '00000000-0000-4000-8000-000000000043',
  /** Delivery fees (migration 041, decision 0057), less those refunded on a cancellation. */
  deliveryRevenue: '00000000-0000-4000-8000-000000000041',
  /**
   * Shares of open group buys (migration 051, decision 0064): always the money of the groups
   * still open, which the reconciliation checks.
   */
  groupBuysHeld: '00000000-0000-4000-8000-000000000064',
  /**
   * Withdrawals not yet paid out by the bank (migration 049, docs/decisions/0062-withdrawals.md):
   * always the sum of the open holds, which the reconciliation checks.
   */
  payoutsPending: '00000000-0000-4000-8000-000000000049',
  /** Withdrawal fees of paid withdrawals, less those refunded on a reversal. */
  withdrawalFees: '00000000-0000-4000-8000-000000000491',
} as const;

export type TransferKind =
  | 'topup_card'
  | 'topup_bank'
  /** A transfer into a customer's own account number (migration 039, decision 0055). */
  | 'topup_transfer'
  | 'send'
  | 'purchase'
  | 'subscription'
  | 'subscription_credit'
  | 'adjustment'
  | 'gift_hold'
  | 'gift_claim'
  | 'gift_return'
  | 'circle_payment'
  | 'circle_refund'
  | 'delivery_fee'
  | 'delivery_fee_refund'
  | 'group_buy_payment'
  | 'group_buy_refund'
  /** Withdrawals (migration 049): wallet → payouts_pending, then settled or returned. */
  | 'withdrawal_hold'
  | 'withdrawal_settle'
  | 'withdrawal_fee'
  | 'withdrawal_return'
  | 'withdrawal_fee_refund';
