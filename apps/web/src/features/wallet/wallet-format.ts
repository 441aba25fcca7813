import {
  formatDateTime,
  formatSignedNaira,
  parseNairaString,
  SCREEN_TEXTS,
  type WalletDirection,
  type WalletTransaction,
  type WalletTransactionType,
} from '@faza/shared';

/** docs/product-spec.md §4 transaction status: green, red, yellow, anything else grey. */
export type StatusTone = 'success' | 'failed' | 'pending' | 'neutral';

export function statusTone(status: string): StatusTone {
  return status === 'success' || status === 'failed' || status === 'pending' ? status : 'neutral';
}

const STATUS_LABELS: Record<StatusTone, string> = {
  success: 'Success',
  failed: 'Failed',
  pending: 'Pending',
  neutral: 'Unknown',
};

/** Statuses grey by spec that still have a name of their own. */
const NAMED_NEUTRAL: Record<string, string> = { expired: 'Expired', needs_review: 'Under review' };

/** The badge text: the tone's, or a grey status's own name. */
export const statusLabel = (status: string): string =>
  NAMED_NEUTRAL[status] ?? STATUS_LABELS[statusTone(status)];

/** No money moved (yet): the amount is struck through and the icon greyed. */
export const moneyMoved = (status: string): boolean =>
  status !== 'failed' && status !== 'expired' && status !== 'needs_review';

/** The three tabs of docs/product-spec.md §2 and the empty message of each. */
export const WALLET_TABS: readonly { id: WalletDirection; label: string; empty: string }[] = [
  { id: 'all', label: 'All Transactions', empty: SCREEN_TEXTS.wallet.noTransactions },
  { id: 'incoming', label: 'Incoming', empty: SCREEN_TEXTS.wallet.noIncoming },
  { id: 'outgoing', label: 'Outgoing', empty: SCREEN_TEXTS.wallet.noOutgoing },
];

/** Which picture a row gets: money in, money out, a card/bank top-up, shopping or a plan. */
export type TransactionIconKind = 'topup' | 'in' | 'out' | 'purchase' | 'subscription';

export function transactionIconKind(type: WalletTransactionType, amountKobo: number) {
  const byType: Partial<Record<WalletTransactionType, TransactionIconKind>> = {
    topup: 'topup',
    send: 'out',
    receive: 'in',
    purchase: 'purchase',
    subscription: 'subscription',
    subscription_credit: 'subscription',
  };
  return byType[type] ?? (amountKobo < 0 ? 'out' : 'in');
}

/** docs/product-spec.md §2 "local date-time": '23 Nov 2026, 11:05 am' in Lagos, as every date-time in the app. */
export const formatWalletDateTime = (iso: string): string => formatDateTime(iso);

/** The row's amount: signed naira with 2 decimals, '+₦5,000.00' / '-₦1,200.00' (docs/product-spec.md §3, §9). */
export const formatTransactionAmount = (tx: Pick<WalletTransaction, 'amount'>): string =>
  formatSignedNaira(tx.amount);

/**
 * A typed naira amount ('5000', '5,000', '₦1,200.50') as a naira number for the API, or null when
 * it is not a plain amount. Parsed through kobo so '0.1' stays exactly 0.1.
 */
export function parseNairaInput(input: string): number | null {
  const kobo = parseNairaString(input);
  return kobo === null ? null : kobo / 100;
}
