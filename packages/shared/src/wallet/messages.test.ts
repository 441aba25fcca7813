import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from './messages';

describe('sending more than the balance', () => {
  it('says so with the balance, in naira', () => {
    expect(WALLET_MESSAGES.insufficientBalanceOf(97_700_00)).toBe(
      'Insufficient wallet balance. You have ₦97,700.',
    );
    expect(WALLET_MESSAGES.insufficientBalanceOf(0)).toBe(
      'Insufficient wallet balance. You have ₦0.',
    );
    expect(WALLET_MESSAGES.insufficientBalanceOf(1_050)).toBe(
      'Insufficient wallet balance. You have ₦10.5.',
    );
  });
});
