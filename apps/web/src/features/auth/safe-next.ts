import { normalizeNigerianPhone } from '@faza/shared';
import { ACCOUNT_PATHS, PATHS } from '../../lib/route-paths';

/**
 * Where to go after signing in. `next` comes from the address bar, so anyone can craft it: only a
 * path on this site is followed. '//host' and '/\host' are protocol-relative URLs to another
 * site in browsers, and a control character inside can turn '/\t/host' into one after parsing.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = PATHS.pantry) {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  // Coming back to an account page after signing in would be a loop (or a dead end).
  return ACCOUNT_PATHS.includes(pathname) ? fallback : next;
}

/** The sign-in page that comes back to `next` (a path with its query) afterwards. */
export function signInPathFor(next: string): string {
  return `${PATHS.signIn}?next=${encodeURIComponent(next)}`;
}

/**
 * The sign-up page that comes back to `next` once the new member has verified their email and
 * signed in (a gift's claim link, a circle's invitation): `next` rides through the verification
 * screen to sign-in, which follows it like any other.
 */
export function signUpPathFor(next: string, phone?: string | null): string {
  const query = new URLSearchParams({ next });
  if (phone) query.set(SIGN_UP_PHONE_PARAM, phone);
  return `${PATHS.signUp}?${query.toString()}`;
}

const SIGN_UP_PHONE_PARAM = 'phone';

/**
 * The number a gift's claim link brings to sign-up, shown read-only: the account must have the
 * gift's number to claim it. Only with a claim link as `next`, so a crafted /signup?phone=… on
 * its own does not lock the field.
 */
export function signUpPhoneFrom(search: string): string | null {
  const query = new URLSearchParams(search);
  const next = followableNext(search);
  if (!next?.startsWith(`${PATHS.claimGift.replace(':code', '')}`)) return null;
  return normalizeNigerianPhone(query.get(SIGN_UP_PHONE_PARAM) ?? '');
}

/** `next` from a query string when it is a path this site would follow, otherwise null. */
export function followableNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && safeNextPath(next, '') === next ? next : null;
}
