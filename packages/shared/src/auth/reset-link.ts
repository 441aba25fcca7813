import { PATHS } from '../page-paths';

/**
 * The emailed reset link carries its token in the URL fragment (`#token=…`): browsers never send
 * the fragment to the server, so the token cannot land in a request log, a proxy's log or a
 * Referer. The page reads it from there and posts it in the body of POST /auth/reset-password.
 */
export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}${PATHS.resetPassword}#token=${encodeURIComponent(token)}`;
}

/**
 * The token of the link that opened the reset page: from the fragment, or from the query of a link
 * emailed before the fragment was used (the server's request log redacts query values).
 */
export function resetTokenFromLocation(hash: string, search: string): string {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromHash || new URLSearchParams(search).get('token') || '';
}
