import { matchPagePath, PATHS } from '@faza/shared';

// The page list lives in @faza/shared because the server needs it too (HTTP 404 for other paths).
export { matchPagePath, PAGE_PATHS, PATHS, type PagePath } from '@faza/shared';

/** The focused account pages: sign-in, sign-up, verification and password recovery. */
export const ACCOUNT_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.verifyEmail,
  PATHS.verifyOtp,
  PATHS.verifyPhone,
  PATHS.resetPassword,
];

/**
 * docs/product-spec.md §2 hides the navigation bar on sign-in, sign-up, forgot-password and verify-email. The
 * second verification screen (/verify-otp), /verify-phone and /reset-password are the same kind of
 * focused account page with their own way back, so they hide it too: all the account pages.
 * @alias of ACCOUNT_PATHS, named for what the shell does with it.
 */
export const NAV_HIDDEN_PATHS: readonly string[] = ACCOUNT_PATHS;

/**
 * Pages drawn without the navigation bar on top of NAV_HIDDEN_PATHS: the invoice, a document with
 * its own Back that is printed (docs/decisions/0058).
 */
export const isChromelessPath = (location: string): boolean =>
  matchPagePath(location) === PATHS.orderInvoice;
