// Plain data, no imports: the API server reads this file to answer unknown paths with HTTP 404
// while still serving the SPA for real pages. `routes.ts` builds the React routes from it.

export const PATHS = {
  home: '/',
  shop: '/shop',
  bundles: '/bundles',
  pantry: '/pantry',
  wallet: '/wallet',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  verifyOtp: '/verify-otp',
  resetPassword: '/reset-password',
} as const;

export type PagePath = (typeof PATHS)[keyof typeof PATHS];

/** Every page path the web app renders (anything else is the not-found page). */
export const PAGE_PATHS: string[] = Object.values(PATHS);

/** Spec §2: pages where the navigation bar is hidden. */
export const NAV_HIDDEN_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.verifyEmail,
];
