/**
 * Every page path the web app renders (spec §2 plus /reset-password). The server answers other
 * page paths with HTTP 404 while still rendering the SPA's not-found page.
 */
export const PAGE_PATHS = [
  '/',
  '/shop',
  '/bundles',
  '/pantry',
  '/wallet',
  '/signin',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/verify-otp',
  '/reset-password',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

export const isPagePath = (path: string): path is PagePath =>
  (PAGE_PATHS as readonly string[]).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
