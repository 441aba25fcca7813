import { z } from 'zod';
import { MESSAGES } from '../messages';

// docs/product-spec.md §5's general format: no spaces, exactly one @, and a dot inside the domain with something on
// both sides of it. 254 is the longest address SMTP can deliver to.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared and stored as typed but trimmed and lowercased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The spec's minimal sign-up check: it contains an @. */
export const hasAtSign = (email: string): boolean => email.includes('@');

export const isValidEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(email);

const emailWithMessage = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().refine(isValidEmail, message);

/**
 * Sign-up email. The spec only asks for an @, but a verification code must be deliverable, so the
 * general format applies, with the sign-up message.
 */
export const signUpEmailSchema = emailWithMessage(MESSAGES.email.signUpInvalid);

/** Forgot-password email, with that screen's message. */
export const forgotPasswordEmailSchema = emailWithMessage(MESSAGES.email.forgotPasswordInvalid);

/** Any other email field. @alias of signUpEmailSchema: one format, the same message. */
export const emailSchema = signUpEmailSchema;
