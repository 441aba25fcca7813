import { z } from 'zod';
import { MESSAGES } from '../messages';

export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;
/** docs/architecture.md §3: codes expire after 10 minutes; success redirects after 1.5 s. */
export const OTP_EXPIRY_MINUTES = 10;
export const VERIFY_REDIRECT_DELAY_MS = 1500;

const OTP_PATTERN = /^\d{6}$/;

export const OTP_INVALID_MESSAGE = MESSAGES.otp.invalid;

export const isValidOtp = (code: string): boolean => OTP_PATTERN.test(code);

/** Pasting anywhere fills the boxes with the first 6 digits found (fewer if there are fewer). */
export const otpFromPaste = (text: string): string => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** A box holds one digit: keep the last one typed, so typing over a filled box replaces it. */
export const otpBoxValue = (input: string): string => input.replace(/\D/g, '').slice(-1);

export const otpSchema = z
  .string({ error: OTP_INVALID_MESSAGE })
  .trim()
  .regex(OTP_PATTERN, OTP_INVALID_MESSAGE);
