/** Every page the web app renders (spec §2 plus /reset-password), by name. */
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

/**
 * The server answers any other page path with HTTP 404 while still serving the SPA, which renders
 * its not-found page.
 */
export const PAGE_PATHS: readonly PagePath[] = Object.values(PATHS);

export const isPagePath = (path: string): path is PagePath =>
  (PAGE_PATHS as readonly string[]).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
