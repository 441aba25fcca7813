import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isCommonPassword } from './common-passwords';

export { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 10;

// Letters are matched by Unicode category so an accented capital counts as uppercase; "special" is
// anything that is neither a letter, a number nor whitespace.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export type PasswordChecks = {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
};

/** Which of the five classes a password satisfies: feeds both the meter and a checklist UI. */
export const passwordChecks = (password: string): PasswordChecks => ({
  length: [...password].length >= PASSWORD_MIN_LENGTH,
  lowercase: LOWERCASE.test(password),
  uppercase: UPPERCASE.test(password),
  number: DIGIT.test(password),
  special: SPECIAL.test(password),
});

export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export type PasswordStrength = { score: number; label: PasswordStrengthLabel };

export const STRENGTH_POINTS_PER_CLASS = 20;

/** docs/architecture.md §3: 20 points per class; Weak < 40, Fair < 70, Good < 90, Strong >= 90. */
export const passwordStrength = (password: string): PasswordStrength => {
  const met = Object.values(passwordChecks(password)).filter(Boolean).length;
  const score = met * STRENGTH_POINTS_PER_CLASS;
  const { weak, fair, good, strong } = MESSAGES.strength;
  const label = score < 40 ? weak : score < 70 ? fair : score < 90 ? good : strong;
  return { score, label };
};

/** Sign-in only checks length: the server answers wrong credentials with one generic toast. */
export const signInPasswordSchema = z
  .string({ error: MESSAGES.password.tooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.password.tooShort);

/** Sign-up: length, the four classes (each with its own spec message) and not a common password. */
export const signUpPasswordSchema = z
  .string({ error: MESSAGES.password.tooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.password.tooShort)
  .regex(LOWERCASE, MESSAGES.password.lowercase)
  .regex(UPPERCASE, MESSAGES.password.uppercase)
  .regex(DIGIT, MESSAGES.password.number)
  .regex(SPECIAL, MESSAGES.password.special)
  .refine((password) => !isCommonPassword(password), MESSAGES.password.tooCommon);

export const CONFIRM_PASSWORD_MESSAGE = MESSAGES.password.mismatch;

/** For `.refine(confirmPasswordMatches, confirmPasswordRefinement)` on a form's object schema. */
export const confirmPasswordMatches = (values: {
  password: string;
  confirmPassword: string;
}): boolean => values.password === values.confirmPassword;

/** Puts the mismatch message on the confirm field, where the form shows it. */
export const confirmPasswordRefinement = {
  message: CONFIRM_PASSWORD_MESSAGE,
  path: ['confirmPassword'],
};
