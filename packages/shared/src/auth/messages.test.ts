import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { AUTH_MESSAGES } from './messages';

describe('a wrong verification code', () => {
  it('says it is wrong and how many tries are left, not "enter a valid 6-digit code"', () => {
    expect(AUTH_MESSAGES.wrongCode(4)).toBe('That code is not right. You have 4 tries left.');
    expect(AUTH_MESSAGES.wrongCode(1)).toBe('That code is not right. You have 1 try left.');
    expect(AUTH_MESSAGES.wrongCode(0)).toBe(
      'That code is not right, and that was the last try. Please request a new code.',
    );
    for (const left of [0, 1, 4])
      expect(AUTH_MESSAGES.wrongCode(left)).not.toBe(MESSAGES.otp.invalid);
  });
});
