import { PATHS } from '@faza/shared';

// The page list lives in @faza/shared because the server needs it too (HTTP 404 for other paths).
export { PAGE_PATHS, PATHS, type PagePath } from '@faza/shared';

/** Spec §2: pages where the navigation bar is hidden. */
export const NAV_HIDDEN_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.verifyEmail,
];
