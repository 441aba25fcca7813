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
} as const;

export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

export const TRANSFER_KINDS = [
  'topup_card',
  'topup_bank',
  'send',
  'purchase',
  'subscription',
  'subscription_credit',
  'adjustment',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
