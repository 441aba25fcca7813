import { claimCodeSchema } from '@faza/shared';
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
export function signUpPathFor(next: string, gift?: string | null): string {
  const query = new URLSearchParams({ next });
  if (gift) query.set(SIGN_UP_GIFT_PARAM, gift);
  return `${PATHS.signUp}?${query.toString()}`;
}

const SIGN_UP_GIFT_PARAM = 'gift';

/**
 * The claim code of the gift a claim link brings to sign-up: the account is given the gift's
 * number by the server, and the form shows it masked, read-only (docs/decisions/0058). Only when
 * `next` is that gift's own claim link, so a crafted /signup?gift=… on its own changes nothing.
 */
export function signUpGiftFrom(search: string): string | null {
  const gift = new URLSearchParams(search).get(SIGN_UP_GIFT_PARAM);
  if (!gift || !claimCodeSchema.safeParse(gift).success) return null;
  return followableNext(search) === PATHS.claimGift.replace(':code', gift) ? gift : null;
}

/** `next` from a query string when it is a path this site would follow, otherwise null. */
export function followableNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && safeNextPath(next, '') === next ? next : null;
}
