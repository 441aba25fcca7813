/**
 * The chunks of the public pages other than the landing page, imported from this small lazy chunk
 * rather than from the route table, as app/signed-in-pages.ts does for the signed-in ones: each
 * import() site carries its list of chunks to preload, and those lists were a tenth of the entry
 * every visitor downloads (docs/decisions/0066-a-landing-page-that-hydrates-little.md). The server
 * preloads this chunk with the prerendered pages that start from it (entry-server.tsx).
 */
export const publicPages = {
  shop: () => import('../features/shop/shop-page'),
  bundles: () => import('../features/bundles/bundles-page'),
  claimGift: () => import('../features/gifts/claim-page'),
  signIn: () => import('../features/auth/sign-in-page'),
  signUp: () => import('../features/auth/sign-up-page'),
  forgotPassword: () => import('../features/auth/forgot-password-page'),
  verifyEmail: () => import('../features/auth/verify-email-page'),
  verifyOtp: () => import('../features/auth/verify-otp-page'),
  verifyPhone: () => import('../features/auth/verify-phone-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
};

export type PublicPages = typeof publicPages;
