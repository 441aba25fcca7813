import { bankAccountLabel } from './messages';

export const WITHDRAWAL_STATES = [
  'awaiting_approval',
  'processing',
  'paid',
  'failed',
  'reversed',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** The states that still hold money in `payouts_pending`. */
export const isOpenWithdrawal = (state: WithdrawalState): boolean =>
  state === 'awaiting_approval' || state === 'processing';

/** The states whose money came back to the wallet. */
export const isReturnedWithdrawal = (state: WithdrawalState): boolean =>
  state === 'failed' || state === 'reversed';

const STATE_WORDS: Record<WithdrawalState, string> = {
  awaiting_approval: 'awaiting approval',
  processing: 'processing',
  paid: 'paid',
  failed: 'failed, money returned',
  reversed: 'reversed by the bank, money returned',
};

/** The wallet history's line: "Withdrawal to GTBank ••••4567 — processing". */
export const withdrawalDescription = (
  bankName: string,
  accountNumber: string,
  state: WithdrawalState,
): string => `Withdrawal to ${bankAccountLabel(bankName, accountNumber)} — ${STATE_WORDS[state]}`;

/** The money returned by a failed or reversed withdrawal, as its history line says. */
export const withdrawalReturnDescription = (bankName: string, accountNumber: string): string =>
  `Withdrawal to ${bankAccountLabel(bankName, accountNumber)} returned`;

/** Waits for staff when the amount is above the threshold (the threshold itself goes at once). */
export const needsApproval = (amountKobo: number, reviewAboveKobo: number): boolean =>
  amountKobo > reviewAboveKobo;

/**
 * Where the provider's confirmed status takes a withdrawal, or null when it stays: success pays a
 * processing one; failed ends a processing one; reversed ends a processing or paid one (a reversal
 * may come days after the success). Ended ones never move again, so a duplicate event is nothing.
 */
export function nextWithdrawalState(
  state: WithdrawalState,
  verdict: 'success' | 'failed' | 'reversed' | 'pending' | 'unknown',
): WithdrawalState | null {
  if (state === 'processing') {
    if (verdict === 'success') return 'paid';
    if (verdict === 'failed') return 'failed';
    if (verdict === 'reversed') return 'reversed';
    return null;
  }
  if (state === 'paid' && (verdict === 'reversed' || verdict === 'failed')) return 'reversed';
  return null;
}
