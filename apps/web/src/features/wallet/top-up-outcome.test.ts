import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES, type TopUpStatus } from '@faza/shared';
import { topUpOutcome } from './top-up-outcome';

const topup = (status: TopUpStatus, failure_reason: string | null = null) => ({
  amount: 500_000,
  status,
  failure_reason,
});

describe('topUpOutcome', () => {
  it('says Top Up Successful! with the amount and the new balance', () => {
    expect(topUpOutcome({ topup: topup('success'), balance_kobo: 750_000 })).toEqual({
      kind: 'success',
      title: 'Top Up Successful!',
      description: '₦5,000 has been added to your wallet. New balance: ₦7,500.',
    });
  });

  it('gives the decline reason and that nothing was added', () => {
    expect(topUpOutcome({ topup: topup('failed', 'Card declined'), balance_kobo: 0 })).toEqual({
      kind: 'failed',
      message: 'Card declined. Nothing was added to your wallet.',
    });
    expect(topUpOutcome({ topup: topup('failed'), balance_kobo: 0 })).toEqual({
      kind: 'failed',
      message: WALLET_MESSAGES.paymentFailed,
    });
  });

  it('tells a closed window apart from a provider still deciding', () => {
    expect(topUpOutcome({ topup: topup('pending'), balance_kobo: 0 }, true)).toEqual({
      kind: 'pending',
      message: WALLET_MESSAGES.paymentCancelled,
    });
    expect(topUpOutcome({ topup: topup('pending'), balance_kobo: 0 })).toEqual({
      kind: 'pending',
      message: WALLET_MESSAGES.paymentPending,
    });
  });

  it('says an expired top-up was never charged', () => {
    expect(topUpOutcome({ topup: topup('expired'), balance_kobo: 0 }, true)).toEqual({
      kind: 'failed',
      message: WALLET_MESSAGES.topUpExpired,
    });
  });

  it('says a payment staff must review added nothing yet', () => {
    expect(topUpOutcome({ topup: topup('needs_review'), balance_kobo: 0 })).toEqual({
      kind: 'failed',
      message: WALLET_MESSAGES.paymentUnderReview,
    });
  });
});
