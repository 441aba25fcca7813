// Texts only the verification and sign-in screens (and the API's code checks) use, kept apart from
// AUTH_MESSAGES, which every page's first load carries (e2e/page-weight.test.ts). Ours, in the
// spec's tone.

/**
 * A six-digit code that is not the one sent: says so, and how many guesses are left, where the
 * spec's 'enter a valid 6-digit code' would send the user hunting for a typo in its length.
 */
export const wrongCodeMessage = (triesLeft: number): string =>
  triesLeft > 0
    ? `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : 'That code is not right, and that was the last try. Please request a new code.';

/** The first sign-in's toast, right after the email is verified: not the spec's 'Welcome back'. */
export const FIRST_SIGN_IN_TOAST = {
  title: 'Success',
  description: 'Logged in successfully! Welcome to Faza.',
} as const;
