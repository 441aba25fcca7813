import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { wrongCodeMessage } from './sign-in-messages';

describe('a wrong verification code', () => {
  it('says it is wrong and how many tries are left, not "enter a valid 6-digit code"', () => {
    expect(wrongCodeMessage(4)).toBe('That code is not right. You have 4 tries left.');
    expect(wrongCodeMessage(1)).toBe('That code is not right. You have 1 try left.');
    expect(wrongCodeMessage(0)).toBe(
      'That code is not right, and that was the last try. Please request a new code.',
    );
    for (const left of [0, 1, 4]) expect(wrongCodeMessage(left)).not.toBe(MESSAGES.otp.invalid);
  });
});
