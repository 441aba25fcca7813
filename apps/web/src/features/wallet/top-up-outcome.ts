import {
  formatNaira,
  TOASTS,
  WALLET_MESSAGES,
  type TopUp,
  type VerifyTopUpResponse,
} from '@faza/shared';

export type TopUpOutcome =
  | { kind: 'success'; title: string; description: string }
  | { kind: 'failed'; message: string }
  | { kind: 'pending'; message: string };

/**
 * What the customer is told after verifying a card top-up. Success: 'Top Up Successful!' with the
 * amount and the new balance. Failed: the provider's reason ('Card declined') and that nothing was
 * added. Still pending after the customer left the payment page with Cancel: nothing was paid.
 */
export function topUpOutcome(
  verified: Pick<VerifyTopUpResponse, 'balance_kobo'> & {
    topup: Pick<TopUp, 'amount' | 'status' | 'failure_reason'>;
  },
  leftUnpaid = false,
): TopUpOutcome {
  const { topup } = verified;
  if (topup.status === 'success')
    return {
      kind: 'success',
      title: TOASTS.topUp.success.title,
      description: `${TOASTS.topUp.success.description(formatNaira(topup.amount))}. New balance: ${formatNaira(verified.balance_kobo)}.`,
    };
  if (topup.status === 'failed') {
    const reason = (topup.failure_reason ?? WALLET_MESSAGES.paymentFailed).trim();
    const message = /nothing was added/i.test(reason)
      ? reason
      : `${reason.replace(/\.$/, '')}. Nothing was added to your wallet.`;
    return { kind: 'failed', message };
  }
  // Verified more than an hour later and still unpaid: the expiry job closed it.
  if (topup.status === 'expired') return { kind: 'failed', message: WALLET_MESSAGES.topUpExpired };
  if (topup.status === 'needs_review')
    return { kind: 'failed', message: WALLET_MESSAGES.paymentUnderReview };
  return {
    kind: 'pending',
    message: leftUnpaid ? WALLET_MESSAGES.paymentCancelled : WALLET_MESSAGES.paymentPending,
  };
}
