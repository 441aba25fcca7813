import { describe, expect, it } from 'vitest';
import { bankAccountLabel } from './messages';
import {
  needsApproval,
  nextWithdrawalState,
  withdrawalDescription,
  WITHDRAWAL_STATES,
} from './rules';

describe('withdrawal rules', () => {
  it('labels an account by its bank and last four digits', () => {
    expect(bankAccountLabel('GTBank', '0123454567')).toBe('GTBank ••••4567');
    expect(withdrawalDescription('GTBank', '0123454567', 'processing')).toBe(
      'Withdrawal to GTBank ••••4567 — processing',
    );
  });

  it('waits for staff only above the threshold', () => {
    expect(needsApproval(10_000_000, 10_000_000)).toBe(false);
    expect(needsApproval(10_000_001, 10_000_000)).toBe(true);
  });

  it('moves a processing withdrawal by the verdict and ends it once', () => {
    expect(nextWithdrawalState('processing', 'success')).toBe('paid');
    expect(nextWithdrawalState('processing', 'failed')).toBe('failed');
    expect(nextWithdrawalState('processing', 'reversed')).toBe('reversed');
    expect(nextWithdrawalState('processing', 'pending')).toBeNull();
    expect(nextWithdrawalState('processing', 'unknown')).toBeNull();
    // A reversal days after the success returns the money; a second success changes nothing.
    expect(nextWithdrawalState('paid', 'reversed')).toBe('reversed');
    expect(nextWithdrawalState('paid', 'success')).toBeNull();
    for (const ended of ['failed', 'reversed'] as const)
      for (const v of ['success', 'failed', 'reversed', 'pending', 'unknown'] as const)
        expect(nextWithdrawalState(ended, v)).toBeNull();
    // Only staff move one awaiting approval.
    expect(nextWithdrawalState('awaiting_approval', 'success')).toBeNull();
    expect(WITHDRAWAL_STATES).toHaveLength(5);
  });
});
