import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  isValidOtp,
  otpBoxValue,
  otpFromPaste,
  otpSchema,
} from './otp';

describe('otp constants', () => {
  it('are the spec values', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
  });
});

describe('otpFromPaste', () => {
  it('takes the first 6 digits', () => expect(otpFromPaste('12345678')).toBe('123456'));
  it('ignores other characters', () =>
    expect(otpFromPaste('Your code: 12-34 56 (expires soon) 9')).toBe('123456'));
  it('returns what there is when short', () => expect(otpFromPaste('a1b2')).toBe('12'));
});

describe('otpBoxValue', () => {
  it('keeps the last digit typed', () => {
    expect(otpBoxValue('37')).toBe('7');
    expect(otpBoxValue('123')).toBe('3');
  });
  it('drops non-digits', () => expect(otpBoxValue('x')).toBe(''));
});

describe('otpSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
    expect(isValidOtp('012345')).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', '', '12 345'])('refuses %j', (code) => {
    expect(isValidOtp(code)).toBe(false);
    expect(otpSchema.safeParse(code).error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid 6-digit verification code',
    ]);
  });
});

describe('otpSchema on a value that is not text', () => {
  it('answers the spec message, not zod’s', () => {
    const result = otpSchema.safeParse(123456);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.otp.invalid);
  });
});
