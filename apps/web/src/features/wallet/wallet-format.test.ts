import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from '@faza/shared';
import {
  formatTransactionAmount,
  formatWalletDateTime,
  moneyMoved,
  parseNairaInput,
  statusLabel,
  statusTone,
  transactionIconKind,
  WALLET_TABS,
} from './wallet-format';

describe('statusTone', () => {
  it('colours success, failed and pending, and anything else grey', () => {
    expect(statusTone('success')).toBe('success');
    expect(statusTone('failed')).toBe('failed');
    expect(statusTone('pending')).toBe('pending');
    expect(statusTone('reversed')).toBe('neutral');
    expect(statusTone('expired')).toBe('neutral');
  });

  it('labels the badge, naming expired top-ups and those under review', () => {
    expect(statusLabel('success')).toBe('Success');
    expect(statusLabel('failed')).toBe('Failed');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('expired')).toBe('Expired');
    expect(statusLabel('needs_review')).toBe('Under review');
    expect(statusLabel('reversed')).toBe('Unknown');
    expect(
      ['success', 'failed', 'expired', 'needs_review', 'pending'].map((s) => moneyMoved(s)),
    ).toEqual([true, false, false, false, true]);
  });
});

describe('formatTransactionAmount', () => {
  it('signs naira with 2 decimals from kobo', () => {
    expect(formatTransactionAmount({ amount: 500_000 })).toBe('+₦5,000.00');
    expect(formatTransactionAmount({ amount: -120_000 })).toBe('-₦1,200.00');
    expect(formatTransactionAmount({ amount: 5 })).toBe('+₦0.05');
  });
});

describe('formatWalletDateTime', () => {
  it('shows the Lagos date and 12-hour time, and nothing for a bad date', () => {
    expect(formatWalletDateTime('2026-11-23T10:05:00Z')).toBe('23 Nov 2026, 11:05 am');
    expect(formatWalletDateTime('not a date')).toBe('');
  });
});

describe('transactionIconKind', () => {
  it('picks the icon by type, and by sign for other types', () => {
    expect(transactionIconKind('topup', 100)).toBe('topup');
    expect(transactionIconKind('send', -100)).toBe('out');
    expect(transactionIconKind('receive', 100)).toBe('in');
    expect(transactionIconKind('purchase', -100)).toBe('purchase');
    expect(transactionIconKind('subscription', -100)).toBe('subscription');
    expect(transactionIconKind('adjustment', -100)).toBe('out');
    expect(transactionIconKind('adjustment', 100)).toBe('in');
  });
});

describe('WALLET_TABS', () => {
  it('has the spec tabs with their empty messages', () => {
    expect(WALLET_TABS.map((t) => [t.label, t.empty])).toEqual([
      ['All Transactions', SCREEN_TEXTS.wallet.noTransactions],
      ['Incoming', SCREEN_TEXTS.wallet.noIncoming],
      ['Outgoing', SCREEN_TEXTS.wallet.noOutgoing],
    ]);
  });
});

describe('parseNairaInput', () => {
  it('reads typed amounts as naira, refusing anything else', () => {
    expect(parseNairaInput('5000')).toBe(5000);
    expect(parseNairaInput('₦1,200.50')).toBe(1200.5);
    expect(parseNairaInput('0.1')).toBe(0.1);
    expect(parseNairaInput('')).toBeNull();
    expect(parseNairaInput('12abc')).toBeNull();
    expect(parseNairaInput('1.234')).toBeNull();
  });
});
